#a11y - Native Accessibility Acceptance Criteria

Testing content that appears, changes or moves focus

GIVEN THAT I am on a screen with content that appears, changes or moves focus

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN every interactive element shows a clearly visible focus indicator when it has focus
   - WHEN I tab through the whole screen
      - THEN focus follows a logical order that matches the reading order and the layout
   - WHEN I try to move on from any element
      - THEN focus can always move on with Tab, the arrow keys or Escape; it never gets stuck

2. Scenario: Screen reader gestures

   - WHEN a new screen opens
      - THEN focus lands on a sensible first element, such as the back button, the screen title or the first heading
   - WHEN I swipe
      - THEN elements are read in the order they appear, and related items are read together
   - WHEN content is added, removed or updated on the screen
      - THEN focus stays on the element in use or moves to a sensible new one; it is never lost or sent back to the top
   - WHEN a dialog, menu or sheet closes
      - THEN focus returns to the control that opened it
   - WHEN content is off screen, collapsed or covered by an overlay
      - THEN the screen reader cannot reach it

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the content that appears, changes or moves focus
      - THEN changes that do not move focus, such as "Saved" or "3 results", are announced

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN focus order still follows the layout as it reflows, and the focused element scrolls into view

Developer notes: native-a11y criteria focus --format markdown

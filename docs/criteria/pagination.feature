#a11y - Native Accessibility Acceptance Criteria

Testing a pagination control

GIVEN THAT I am on a screen with a pagination control

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly to the previous, next and page buttons
   - WHEN I press Space
      - THEN the focused button opens its page, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the focused button opens its page

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on each control, and its name, role and state are read
   - WHEN I double tap
      - THEN the page changes and the new page is announced, or focus moves to the start of the new content
   - WHEN I swipe up or down on a page control (iOS only)
      - THEN the next or previous page is shown and its number is read

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the pagination control
      - THEN previous and next say what they do, and number buttons say "Page 3", not just "3"; page dots are read as one control, not one element per dot
      - AND controls announce as buttons; a page control announces as adjustable (iOS)
      - AND the current page and the total are read, such as "Page 2 of 5"
      - AND the current page says it is selected or current, and previous or next at the first or last page announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN page numbers and labels grow up to 200% and wrap instead of being cut off

Developer notes: native-a11y criteria pagination --format markdown

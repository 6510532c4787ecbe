#a11y - Native Accessibility Acceptance Criteria

Testing a snackbar

GIVEN THAT I am on a screen with a snackbar

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN while the message shows, its action can be reached and is visibly focused

2. Scenario: Screen reader gestures

   - WHEN the message appears
      - THEN its text is announced once, and focus stays where it was
   - WHEN I swipe to the message's action
      - THEN the action, such as Undo, is reached and named before the message goes away
   - WHEN a message with an action shows while the screen reader is on
      - THEN it stays until dismissed or for long enough to reach the action; essential information is also available elsewhere

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the snackbar
      - THEN the message is read as written, and the action is named by its text
      - AND the action announces as a button

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the message and its action grow up to 200% and wrap instead of being cut off

Developer notes: native-a11y criteria snackbar --format markdown

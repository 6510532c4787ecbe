#a11y - Native Accessibility Acceptance Criteria

Testing an alert dialog

GIVEN THAT I am on a screen with an alert dialog

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly between the alert's buttons and never leaves the alert
   - WHEN I press Escape
      - THEN the alert is dismissed, and focus returns to the control that opened it or, when that is gone, to a sensible place on the screen
   - WHEN I press Space
      - THEN the focused button runs its action, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the focused button runs its action

2. Scenario: Screen reader gestures

   - WHEN the alert appears
      - THEN screen reader focus moves into the alert, onto its title or one of its buttons
   - WHEN I swipe
      - THEN focus moves through the title, the message and the buttons, and stays inside the alert
   - WHEN I double tap
      - THEN the focused button runs its action
   - WHEN the alert is dismissed
      - THEN focus goes back to the control that opened the alert, or to a sensible place when that control is gone

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the alert dialog
      - THEN the alert is named by its title, and each button's name matches the text it shows
      - AND the alert may announce as an alert, a dialog or a modal; being kept inside it is what tells the user it is open. Each of its buttons announces as a button
      - AND its buttons follow the button guidance; one that cannot be used announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the title, message and button labels grow up to 200% and stay readable, with nothing cut off and every button still reachable

Developer notes: native-a11y criteria alert-dialog --format markdown

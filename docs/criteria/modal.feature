#a11y - Native Accessibility Acceptance Criteria

Testing a modal

GIVEN THAT I am on a screen with a modal

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly from control to control and never leaves the modal
   - WHEN I press Escape
      - THEN the modal is dismissed and focus lands back on the control that opened it
   - WHEN I press Space
      - THEN the focused button or link runs its action, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the focused button or link runs its action

2. Scenario: Screen reader gestures

   - WHEN the modal appears
      - THEN screen reader focus moves into the modal, onto its close button, its title or its first control
   - WHEN I swipe
      - THEN focus walks through the modal's content in a sensible order and stays inside it; nothing on the screen behind can be reached
   - WHEN I double tap
      - THEN the focused control runs its action (some controls offer custom actions as well)
   - WHEN I want to leave the modal with the screen reader on
      - THEN a close button, a call to action or the system escape gesture dismisses it; tapping outside the modal is never the only way out
   - WHEN the modal is dismissed
      - THEN focus goes back to the control that opened the modal

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the modal
      - THEN the modal is known by its title, and a close button's name says what it does (for example "Close")
      - AND each call to action inside announces as a button, and being kept inside the modal is what tells the user a modal is open
      - AND the content inside is read in a logical order, with text that belongs together read together
      - AND a control inside that cannot be used announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN every piece of text in the modal grows with the setting, up to 200%, and none of it is cut off, overlapped or lost

Developer notes: native-a11y criteria modal --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing a text field

GIVEN THAT I am on a screen with a text field

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly into the field, and typing goes into it
   - WHEN I press Tab after typing
      - THEN focus moves on to the next control; the field does not hold on to it

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the field, and its name, role and current text (or a hint when it is empty) are read
   - WHEN I double tap
      - THEN the field enters editing and the on-screen keyboard appears

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the text field
      - THEN the field's purpose is clear and matches its visible label; placeholder text is not a name, and the name stays available once text has been typed
      - AND it announces as a text field (iOS) or an edit box (Android); a password field says that it is secure
      - AND the text typed so far is read back; in a password field the characters are not spoken
      - AND any format or length rule shown on screen, such as "DD/MM/YYYY", is read with the field
      - AND a field that cannot be used announces as dimmed (iOS) or disabled (Android), and a required field says that it is required

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the label, the typed text, the hint and any error grow up to 200%; long text scrolls or wraps inside the field instead of being cut off

Developer notes: native-a11y criteria text-input --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing a CAPTCHA

GIVEN THAT I am on a screen with a CAPTCHA

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly through every part of the check, and each part works with Space or Enter

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN the instructions, the check itself and its buttons (new challenge, audio, help) are all reached and read
   - WHEN I cannot solve a visual puzzle
      - THEN another way is offered and works with the screen reader, such as an audio challenge, a one-time code or a passkey

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the CAPTCHA
      - THEN the instructions are read, and every field and button is named, such as "Get an audio challenge"
      - AND the check's checkbox, fields and buttons announce with their roles
      - AND passing, failing or expiry is announced, along with what to do next

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN instructions and labels grow up to 200% without being cut off

Developer notes: native-a11y criteria captcha --format markdown

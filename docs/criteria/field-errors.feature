#a11y - Native Accessibility Acceptance Criteria

Testing a form with field errors

GIVEN THAT I am on a screen with a form with field errors

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I submit the form with errors using the keyboard
      - THEN focus moves to the first field in error, or to an error summary, and is visible there

2. Scenario: Screen reader gestures

   - WHEN I submit the form with errors using the screen reader
      - THEN the errors are announced (how many, or the first one), and focus moves to the first field in error or to the summary
   - WHEN I swipe to a field in error
      - THEN the error message is read together with the field's name, without hunting for it elsewhere

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the form with field errors
      - THEN the field keeps its own name; the error is added to it, not put in its place
      - AND the field keeps its role (text field, edit box, checkbox), and the error is read as an error
      - AND the field says that it is invalid, and the message says what is wrong and how to fix it, not just "Invalid"
      - AND the error is marked with text or an icon as well as colour

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN error messages grow up to 200% with the fields and wrap instead of being cut off

Developer notes: native-a11y criteria field-errors --format markdown

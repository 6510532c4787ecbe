#a11y - Native Accessibility Acceptance Criteria

Testing a time picker

GIVEN THAT I am on a screen with a time picker

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly from the hour to the minutes to AM/PM, and to the buttons
   - WHEN I type digits in the hour or minute field
      - THEN the value changes to what was typed

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN hour, minutes and AM/PM are reached one by one, each read with its name and current value
   - WHEN I swipe up or down on a wheel (iOS only)
      - THEN the wheel moves by one and its new value is read
   - WHEN I double tap the keyboard button (Android only)
      - THEN the clock face switches to text fields, which are easier to use with TalkBack
   - WHEN the time picker dialog closes
      - THEN focus goes back to the control that opened it, which now reads the chosen time

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the time picker
      - THEN each part is named ("Hour", "Minute", "AM or PM"), and the picker's purpose matches its visible label
      - AND the parts announce as adjustable wheels (iOS) or edit boxes, and the AM/PM choice as radio buttons (Android)
      - AND the current hour, minute and period are read
      - AND the chosen period says it is selected, and a picker that cannot be used announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the time and labels grow up to 200% without being cut off or overlapping

Developer notes: native-a11y criteria time-picker --format markdown

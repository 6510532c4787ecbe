#a11y - Native Accessibility Acceptance Criteria

Testing a slider

GIVEN THAT I am on a screen with a slider

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the slider
   - WHEN I press the arrow keys while the slider has focus
      - THEN the value goes up or down by one step, and the new value is shown

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the slider, and its name, role and current value are read
   - WHEN I swipe up or down (iOS only)
      - THEN the value goes up or down by one step and the new value is read
   - WHEN I press the volume keys, or swipe up or down, with the slider in focus (Android only)
      - THEN the value goes up or down by one step and the new value is read

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the slider
      - THEN the slider is named by its visible label, such as "Volume"
      - AND it announces as adjustable (iOS) or as a slider or seek control (Android)
      - AND the current value is read in meaningful units, such as "40 percent", "3 stars" or "20 dollars", not as a raw number between 0 and 1
      - AND a slider that cannot be used announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the label and the shown value grow up to 200% without being cut off

Developer notes: native-a11y criteria slider --format markdown

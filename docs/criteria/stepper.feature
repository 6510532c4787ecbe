#a11y - Native Accessibility Acceptance Criteria

Testing a stepper

GIVEN THAT I am on a screen with a stepper

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the decrease and increase buttons
   - WHEN I press Space
      - THEN the focused button changes the value by one step, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the focused button changes the value by one step

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus reaches the decrease button, the value and the increase button (or the stepper as one adjustable element), and the current value is read
   - WHEN I double tap
      - THEN the value changes by one step and the new value is read without moving focus
   - WHEN I swipe up or down on an adjustable stepper (iOS only)
      - THEN the value goes up or down by one step and is read

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the stepper
      - THEN each button says what it changes, such as "Decrease quantity" and "Increase quantity", not just "minus" and "plus"
      - AND the two controls announce as buttons, or the whole stepper announces as adjustable
      - AND the current value is read with what it counts, and read again after each change
      - AND a button that cannot go further (at the minimum or maximum) announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the label and the value grow up to 200% without being cut off, and the buttons stay usable

Developer notes: native-a11y criteria stepper --format markdown

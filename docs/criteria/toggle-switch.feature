#a11y - Native Accessibility Acceptance Criteria

Testing a toggle switch

GIVEN THAT I am on a screen with a toggle switch

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the switch
   - WHEN I press Space
      - THEN the switch flips between on and off, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the switch flips between on and off

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the switch and its label as one stop, and its name, role and state are read
   - WHEN I double tap
      - THEN the switch flips and its new state, on or off, is read

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the toggle switch
      - THEN the switch is named by the visible label that says what it turns on or off
      - AND it announces as a switch
      - AND on or off is read, not just shown by colour or position, and a switch that cannot be used announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the label grows up to 200% and wraps instead of being cut off, and the switch stays beside it

Developer notes: native-a11y criteria toggle-switch --format markdown

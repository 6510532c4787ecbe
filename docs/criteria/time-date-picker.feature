#a11y - Native Accessibility Acceptance Criteria

Testing a time or date picker

GIVEN THAT I am on a screen with a time or date picker

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the picker control
   - WHEN I press Space
      - THEN the picker is selected and opens, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the picker is selected and opens

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the picker control, and its name, role and current value are read
   - WHEN I double tap
      - THEN the picker opens
   - WHEN the picker opens
      - THEN screen reader focus moves to the picker's options, such as its wheels, its clock or its calendar
   - WHEN I swipe up or down on a wheel (iOS only)
      - THEN the wheel moves to the next or previous option and the new value is read
   - WHEN I swipe while a picker dialog is open
      - THEN focus stays inside the picker dialog; the screen behind it cannot be reached
   - WHEN I close the picker with Done, OK or Cancel
      - THEN focus goes back to the control that opened the picker

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the time or date picker
      - THEN the purpose of the picker is clear and matches its visible label; placeholder text does not count as a name
      - AND it identifies as a button or as adjustable (iOS) or is read as something you double tap to activate (Android)
      - AND the date or time currently chosen is read along with the name
      - AND a picker that cannot be used announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the label, the current value and the picker's options grow up to 200% with nothing cut off or lost

Developer notes: native-a11y criteria time-date-picker --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing a checkbox

GIVEN THAT I am on a screen with a checkbox

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the checkbox
   - WHEN I press Space
      - THEN the checkbox is checked or cleared, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the checkbox is checked or cleared

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the checkbox and its label as one stop, and its name, role and state are read
   - WHEN I double tap
      - THEN the checkbox changes and its new state is read

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the checkbox
      - THEN the checkbox is named by the label beside it, which is read in the same stop
      - AND it announces as a toggle or button whose value says whether it is checked (iOS) or a checkbox (Android)
      - AND checked, not checked or partly checked is read, and a checkbox that cannot be used announces as dimmed (iOS) or disabled (Android)
      - AND a group of checkboxes has a visible label or heading that is read with the group, or just before it

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the labels grow up to 200% and wrap instead of being cut off; each box stays next to its label

Developer notes: native-a11y criteria checkbox --format markdown

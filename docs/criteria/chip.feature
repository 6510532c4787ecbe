#a11y - Native Accessibility Acceptance Criteria

Testing a chip

GIVEN THAT I am on a screen with a chip

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly from chip to chip, and onto a chip's remove button
   - WHEN I press Space
      - THEN the chip is selected, cleared or runs its action, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the chip is selected, cleared or runs its action

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on each chip, and its name, role and state are read
   - WHEN I double tap
      - THEN the chip is selected, cleared or runs its action, and a change of state is read
   - WHEN I want to remove an input chip with the screen reader on
      - THEN a separate, named remove button ("Remove Paris") or a custom action removes it, and the removal is announced

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the chip
      - THEN the chip is named by its text, and its remove button names the chip it removes
      - AND the chip announces as a button, or as a checkbox or toggle when it can be selected
      - AND a filter chip says whether it is selected, and a chip that cannot be used announces as dimmed (iOS) or disabled (Android); the selection is not shown by colour alone

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN chip labels grow up to 200% and the chips wrap onto more lines instead of truncating

Developer notes: native-a11y criteria chip --format markdown

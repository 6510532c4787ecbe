#a11y - Native Accessibility Acceptance Criteria

Testing radio buttons

GIVEN THAT I am on a screen with radio buttons

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly into the group and from option to option
   - WHEN I press Space
      - THEN the focused option becomes the chosen one, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the focused option becomes the chosen one

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus moves from option to option, and each one's name, role, state and position are read
   - WHEN I double tap
      - THEN the option is chosen, the one chosen before is cleared, and the new state is read

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the radio buttons
      - THEN each option is named by its visible text, and the question the group answers is read with it or just before it
      - AND each option announces as a button whose state says whether it is chosen (iOS) or a radio button (Android)
      - AND selected or not selected is read for every option, and an option that cannot be used announces as dimmed (iOS) or disabled (Android)
      - AND the options are read as one set, with the position of each, such as "2 of 3"

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the option labels and the group's label grow up to 200% and wrap instead of being cut off

Developer notes: native-a11y criteria radio-button --format markdown

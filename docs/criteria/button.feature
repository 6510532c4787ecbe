#a11y - Native Accessibility Acceptance Criteria

Testing a button

GIVEN THAT I am on a screen with a button

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the button
   - WHEN I press Space
      - THEN the button runs its action, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the button runs its action

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the button, and its name, its role and any state are read
   - WHEN I double tap
      - THEN the button runs its action
   - WHEN I tap
      - THEN the area that responds to a tap is at least 44 by 44 points (iOS) or 48 by 48 dp (Android), even when the icon inside it is smaller

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the button
      - THEN the button's name says what it does and matches its visible text; a button that shows only an icon is named after its action, not after the picture
      - AND it announces as a button
      - AND a button that cannot be used announces as dimmed (iOS) or disabled (Android), and a button that stays pressed or selected says so

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the button's text grows up to 200% without being cut off, and the button can still be tapped

Developer notes: native-a11y criteria button --format markdown

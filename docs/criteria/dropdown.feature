#a11y - Native Accessibility Acceptance Criteria

Testing a dropdown

GIVEN THAT I am on a screen with a dropdown

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the dropdown
   - WHEN I press Space
      - THEN the list of options opens, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the list of options opens
   - WHEN I press the arrow keys in the open list
      - THEN focus moves from option to option, visibly
   - WHEN I press Escape
      - THEN the list closes without changing the choice, and focus returns to the dropdown

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the dropdown, and its name, role and current choice are read
   - WHEN I double tap
      - THEN the list opens and focus moves into it
   - WHEN I double tap an option
      - THEN the option is chosen, the list closes, and focus returns to the dropdown, which now reads the new choice

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the dropdown
      - THEN the dropdown is named by its visible label, such as "Country"
      - AND it announces as a pop-up button (iOS) or a dropdown list (Android)
      - AND the current choice is read with the name
      - AND the chosen option says it is selected, a dropdown that cannot be used announces as dimmed (iOS) or disabled (Android), and whether the list is expanded or collapsed is read (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the label, the current choice and every option grow up to 200% and wrap instead of being cut off

Developer notes: native-a11y criteria dropdown --format markdown

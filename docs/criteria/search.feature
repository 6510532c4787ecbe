#a11y - Native Accessibility Acceptance Criteria

Testing a search field

GIVEN THAT I am on a screen with a search field

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly into the search field
   - WHEN I press Return or Enter
      - THEN the search runs, and the results can be reached with Tab

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the search field, and its name and role are read
   - WHEN I double tap
      - THEN the field enters editing and the on-screen keyboard appears
   - WHEN results appear or change
      - THEN the number of results, or that there are none, is announced without moving focus away from the field
   - WHEN I swipe to the clear button
      - THEN the button that empties the field is reached and named, for example "Clear text"

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the search field
      - THEN the field is named "Search", or says what it searches, such as "Search recipes"
      - AND it announces as a search field (iOS) or an edit box (Android)
      - AND the words typed so far are read back
      - AND a search field that cannot be used announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the typed text, the placeholder and the results grow up to 200% without being cut off

Developer notes: native-a11y criteria search --format markdown

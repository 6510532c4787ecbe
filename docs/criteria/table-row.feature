#a11y - Native Accessibility Acceptance Criteria

Testing a table row

GIVEN THAT I am on a screen with a table row

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly from row to row, and into any separate control inside a row
   - WHEN I press Space
      - THEN the row runs its main action, such as opening its detail, on iOS and on Android

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN each row is one stop, and its content is read together in a sensible order; separate controls in the row are still reachable
   - WHEN I double tap
      - THEN the row runs its main action
   - WHEN I open the actions for a row with swipe or long-press actions
      - THEN every swipe or long-press action, such as Delete or Archive, is listed and works

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the table row
      - THEN the row's text is read in a logical order, without decorative images or separators
      - AND a row that opens something announces as a button; a row that only shows information is read as text
      - AND selected, checked or unavailable rows say so

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the row's text grows up to 200% and the row gets taller to fit it instead of cutting text off

Developer notes: native-a11y criteria table-row --format markdown

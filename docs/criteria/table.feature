#a11y - Native Accessibility Acceptance Criteria

Testing a table

GIVEN THAT I am on a screen with a table

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly to each interactive cell or control, in reading order

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN cells are read row by row, in reading order
   - WHEN I move by row or by column with the rotor or the reading controls
      - THEN focus moves to the next row or column where the platform supports it

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the table
      - THEN the table has a title or caption that says what it contains
      - AND header cells announce as headers
      - AND each cell is read with its column header (and row header, if any), or with its row and column position
      - AND a sorted column says its sort direction, and selected rows say they are selected

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN cell text grows up to 200%; the table scrolls or reflows (for example into stacked cards) instead of cutting text off

Developer notes: native-a11y criteria table --format markdown

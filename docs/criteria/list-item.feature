#a11y - Native Accessibility Acceptance Criteria

Testing a list

GIVEN THAT I am on a screen with a list

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly to each interactive item, in list order

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN items are read one per stop, in list order, each with all of its content
   - WHEN I double tap
      - THEN an interactive item runs its action

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the list
      - THEN each item is read by its content; bullet or number glyphs drawn as images are not read on their own
      - AND items that do something announce as buttons or links; others are read as text
      - AND the list is identified as a list, with its size or its start and end, and an item's position is available, for example "3 of 5" (Android)
      - AND selected or checked items say so

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN items grow up to 200% and get taller to fit their text instead of cutting it off

Developer notes: native-a11y criteria list-item --format markdown

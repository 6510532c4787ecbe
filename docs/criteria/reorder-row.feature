#a11y - Native Accessibility Acceptance Criteria

Testing a reorderable list

GIVEN THAT I am on a screen with a reorderable list

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I use the keyboard on a movable row
      - THEN the row can be moved up or down with buttons, a menu or keyboard commands, and focus stays on it

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the row (or its handle), and its name and position are read
   - WHEN I open the actions for a movable row
      - THEN actions such as "Move up", "Move down" and "Move to top" are listed and work
   - WHEN the row has moved
      - THEN the new position is announced, such as "Moved to position 2 of 5", and focus stays on the moved row

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the reorderable list
      - THEN a drag handle names the row it moves, such as "Reorder Milk"
      - AND the handle announces as a button, or the row tells the user that actions are available
      - AND the row's position is read, such as "2 of 5", and a row that cannot move further says so or hides that action

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the row's text grows up to 200% and the handle stays visible and usable

Developer notes: native-a11y criteria reorder-row --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing a map

GIVEN THAT I am on a screen with a map

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly into the map, through its markers and its buttons, and back out again

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus moves from marker to marker, and each one is read with the place it stands for
   - WHEN I need to zoom or move the map without pinching or dragging
      - THEN buttons or screen reader actions zoom and move the map, or the same places can be browsed without moving it
   - WHEN I look for the places the map shows
      - THEN the same places, with the same details, can also be read as a list

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the map
      - THEN the map is named by what it shows, such as "Stores near you", and each marker by its place, not by "pin"
      - AND a marker that opens details announces as a button
      - AND the selected marker says it is selected, and the details it opens can be reached next

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN marker labels, callouts and the list of places grow up to 200% without being cut off

Developer notes: native-a11y criteria map --format markdown

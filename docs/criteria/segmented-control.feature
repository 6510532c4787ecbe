#a11y - Native Accessibility Acceptance Criteria

Testing a segmented control

GIVEN THAT I am on a screen with a segmented control

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly into the control and from segment to segment
   - WHEN I press Space
      - THEN the focused segment is selected, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the focused segment is selected

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus moves from segment to segment, and each one's name, role, state and position are read
   - WHEN I double tap
      - THEN the segment is selected, its new state is read, and focus stays on it while the content below changes

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the segmented control
      - THEN each segment is named by its text; a segment that shows only an icon has a name that says what it shows
      - AND each segment announces as a button (or a radio button or tab, where the platform reads it that way)
      - AND the selected segment says it is selected, and a segment that cannot be used announces as dimmed (iOS) or disabled (Android)
      - AND the position of each segment is read, such as "2 of 3", along with the control's label if it has one

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the segment labels grow up to 200% without being cut off; the control may wrap or scroll rather than truncate

Developer notes: native-a11y criteria segmented-control --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing a calendar date picker

GIVEN THAT I am on a screen with a calendar date picker

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly into the calendar, between the month buttons and the days
   - WHEN I press Space
      - THEN the focused day is chosen, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the focused day is chosen
   - WHEN I press Escape
      - THEN a calendar shown in a dialog closes and focus returns to the control that opened it

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus moves day by day, and each day is read as a full date, such as "Tuesday 4 March", not just "4"
   - WHEN I double tap
      - THEN the day is chosen and read as selected
   - WHEN I double tap previous or next month
      - THEN the month changes and the new month and year are announced
   - WHEN a calendar dialog closes
      - THEN focus goes back to the control that opened it, which now reads the chosen date

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the calendar date picker
      - THEN the calendar's purpose is clear (such as "Departure date"), the month and year are read, and the month buttons say "Previous month" and "Next month"
      - AND days that can be chosen announce as buttons
      - AND the selected day says it is selected, today is identified, and days that cannot be chosen announce as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the month title, weekday names and day numbers grow up to 200% without overlapping; the calendar may scroll

Developer notes: native-a11y criteria calendar-date-picker --format markdown

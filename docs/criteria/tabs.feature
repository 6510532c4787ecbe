#a11y - Native Accessibility Acceptance Criteria

Testing a tab bar

GIVEN THAT I am on a screen with a tab bar

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly into the tab bar and from tab to tab
   - WHEN I press Space
      - THEN the focused tab is selected and its content is shown, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the focused tab is selected and its content is shown

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus moves from tab to tab, and each one's name, role, state and position are read
   - WHEN I double tap
      - THEN the tab is selected and its content is shown; focus stays on the tab, or moves to the top of the new content, and is never lost

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the tab bar
      - THEN each tab is named by its visible text; a tab that shows only an icon has a name, and a badge (such as "3 new") is read with it
      - AND each tab announces as a tab
      - AND the current tab says it is selected, and a tab that cannot be used announces as dimmed (iOS) or disabled (Android)
      - AND the position of each tab is read, such as "2 of 4"

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the labels on the tabs grow up to 200% or, where the bar has no room, a long press shows the label enlarged by the large content viewer (iOS); no label is silently cut off

Developer notes: native-a11y criteria tabs --format markdown

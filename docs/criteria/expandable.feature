#a11y - Native Accessibility Acceptance Criteria

Testing an expandable section

GIVEN THAT I am on a screen with an expandable section

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the header
   - WHEN I press Space
      - THEN the section opens or closes, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the section opens or closes

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the header, and its name, role and state are read
   - WHEN I double tap
      - THEN the section opens or closes, the new state is read, and focus stays on the header
   - WHEN I swipe on after opening the section
      - THEN the next element read is the first piece of the revealed content; hidden content is never reached

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the expandable section
      - THEN the header is named by its visible text
      - AND the header announces as a button; it may also be a heading when it titles the section
      - AND expanded or collapsed is read, and a header that cannot be used announces as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the header and the revealed content grow up to 200% and wrap instead of being cut off

Developer notes: native-a11y criteria expandable --format markdown

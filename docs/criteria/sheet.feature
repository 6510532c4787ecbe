#a11y - Native Accessibility Acceptance Criteria

Testing a sheet

GIVEN THAT I am on a screen with a sheet

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly through the sheet and, for a modal sheet, never leaves it
   - WHEN I press Escape
      - THEN the sheet is dismissed and focus returns to the control that opened it

2. Scenario: Screen reader gestures

   - WHEN the sheet appears
      - THEN screen reader focus moves into the sheet, onto its title, its handle or its first control
   - WHEN I swipe
      - THEN focus moves through the sheet's content; while a modal sheet is open, nothing behind it can be reached
   - WHEN I double tap the grabber or drag handle
      - THEN the sheet changes height (expands or collapses) and its new state is read
   - WHEN I want to leave the sheet with the screen reader on
      - THEN a close or cancel button, the handle or the system escape gesture dismisses it; dragging it down or tapping outside is never the only way out
   - WHEN the sheet is dismissed
      - THEN focus goes back to the control that opened the sheet

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the sheet
      - THEN the sheet is identified by its title, and the handle is named, for example "Sheet grabber" or "Drag handle"
      - AND buttons and actions inside announce as buttons; for a modal sheet, being kept inside it is what tells the user it is open
      - AND the handle says whether the sheet is expanded or collapsed, and controls that cannot be used announce as dimmed (iOS) or disabled (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN text in the sheet grows up to 200% and the content scrolls inside the sheet instead of being cut off at its edge

Developer notes: native-a11y criteria sheet --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing a sidebar menu

GIVEN THAT I am on a screen with a sidebar menu

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly through the open menu and, while it covers the screen, does not move to the content behind
   - WHEN I press Space
      - THEN the menu button opens the menu, or the focused item opens its destination, on iOS and on Android
   - WHEN I press Escape
      - THEN the menu closes and focus returns to the menu button

2. Scenario: Screen reader gestures

   - WHEN I swipe to the menu button
      - THEN the menu button's name, role and state (expanded or collapsed) are read
   - WHEN I double tap the menu button
      - THEN the menu opens and screen reader focus moves to its first item or its title
   - WHEN I swipe through the open menu
      - THEN focus moves through the menu's items and, while it covers the screen, stays inside it
   - WHEN I want to close the menu with the screen reader on
      - THEN a close button, the menu button or the system escape or back gesture closes it; swiping it away is never the only way
   - WHEN the menu closes
      - THEN focus goes back to the menu button, or to the new screen's title when an item was chosen

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the sidebar menu
      - THEN the menu button is named, for example "Menu" or "Open navigation", and each item is named by its text
      - AND the menu button and the items announce as buttons (or links, for destinations)
      - AND the menu button says whether the menu is open, and the item for the current screen says it is selected

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN menu items grow up to 200% and wrap or scroll instead of being cut off

Developer notes: native-a11y criteria sidebar-menu --format markdown

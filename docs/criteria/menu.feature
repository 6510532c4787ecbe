#a11y - Native Accessibility Acceptance Criteria

Testing a menu

GIVEN THAT I am on a screen with a menu

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the button that opens the menu, and then through the open menu's items
   - WHEN I press Space
      - THEN the menu opens, or the focused item runs, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the menu opens, or the focused item runs
   - WHEN I press Escape
      - THEN the menu closes and focus returns to the button that opened it

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the menu button, and its name and role are read
   - WHEN I double tap the menu button
      - THEN the menu opens and focus moves to its first item
   - WHEN I swipe through the open menu
      - THEN focus moves through the items and stays in the menu until it closes
   - WHEN I choose an item or dismiss the menu
      - THEN the menu closes and focus returns to the menu button, or to a sensible place if the action removed it
   - WHEN a menu normally opens with a long press
      - THEN the screen reader offers it as well, through the actions rotor (iOS) or the actions menu (Android)

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the menu
      - THEN the menu button says what it opens, such as "More options", and each item is named by its text
      - AND the menu button announces as a button, or a pop-up button when it opens a menu (iOS), and each item as a button or menu item
      - AND checked items say so, items that cannot be used announce as dimmed (iOS) or disabled (Android), and whether the menu is open is read (Android)

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN menu items grow up to 200% and wrap or scroll instead of being cut off

Developer notes: native-a11y criteria menu --format markdown

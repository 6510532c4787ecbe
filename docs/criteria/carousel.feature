#a11y - Native Accessibility Acceptance Criteria

Testing a carousel

GIVEN THAT I am on a screen with a carousel

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly to the carousel's items and to its previous, next and pause buttons
   - WHEN I press Space
      - THEN the focused button or item runs its action, on iOS and on Android

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the carousel or its current item, and its name and position are read
   - WHEN I swipe up or down on the carousel, or swipe left or right with three fingers
      - THEN the next or previous item comes into view and is read; previous and next buttons do the same with a double tap
   - WHEN an auto-advancing carousel has screen reader focus
      - THEN it stops moving, and a pause button that the screen reader reaches can stop it for good

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the carousel
      - THEN the carousel says what it shows, such as "Featured offers", and each item is named by its content
      - AND the carousel announces as adjustable (iOS) or as a list or pager (Android), and its buttons as buttons
      - AND the current item and the total are read, such as "2 of 5"
      - AND a previous or next button at the end of the set announces as dimmed (iOS) or disabled (Android), and the pause button says whether it is playing

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN text on the items grows up to 200% without being cut off; items may grow taller to fit it

Developer notes: native-a11y criteria carousel --format markdown

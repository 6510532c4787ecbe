#a11y - Native Accessibility Acceptance Criteria

Testing a link

GIVEN THAT I am on a screen with a link

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly onto the link, including a link inside a paragraph
   - WHEN I press Space
      - THEN the link opens, on iOS and on Android
   - WHEN I press Enter (Android only)
      - THEN the link opens

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the link, and its name and role are read
   - WHEN I double tap
      - THEN the link opens
   - WHEN I set the rotor or the reading controls to links and swipe up or down
      - THEN each link can be reached on its own, including links inside a block of text

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the link
      - THEN the link's text says where it leads and matches what is shown; "click here", "more" or a bare web address is not enough on its own
      - AND it announces as a link, not as a button or plain text
      - AND when the link leaves the app (a browser, a call, an email), its name or hint says so

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the link text grows up to 200% with the text around it, and stays tappable

Developer notes: native-a11y criteria link --format markdown

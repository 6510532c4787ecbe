#a11y - Native Accessibility Acceptance Criteria

Testing a web view

GIVEN THAT I am on a screen with a web view

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly into the web content, through it, and back out to the native controls around it

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus moves from the native screen into the web content and back out without getting stuck
   - WHEN I move by headings, links or form controls in the web content
      - THEN the web content's headings, links and controls can be reached that way
   - WHEN the web content is loading
      - THEN loading is announced or shown with a named indicator, and the finished page can be reached

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the web view
      - THEN the screen's title says what the web content is, and everything inside has names as the web guidance requires
      - AND headings, links, buttons and form fields in the web content announce with their roles
      - AND states in the web content, such as checked, expanded or invalid, are announced

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the web content's text follows the device setting, or can be zoomed; zooming is not turned off

Developer notes: native-a11y criteria webview --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing a loading spinner

GIVEN THAT I am on a screen with a loading spinner

1. Scenario: Screen reader gestures

   - WHEN loading starts
      - THEN "Loading" (or what is loading) is announced once, without moving focus
   - WHEN loading ends
      - THEN the result is announced, or focus moves to the new content; focus is never lost or reset to the top of the screen
   - WHEN I swipe while a full-screen spinner blocks the content
      - THEN the content behind it cannot be reached until loading ends

2. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the loading spinner
      - THEN the spinner says what is happening, such as "Loading messages"
      - AND it announces as in progress or busy; if a visible text already says "Loading", the spinner itself is hidden so it is not read twice

3. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN any text beside the spinner grows up to 200% without being cut off

Developer notes: native-a11y criteria loading-spinner --format markdown

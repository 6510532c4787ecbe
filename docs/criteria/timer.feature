#a11y - Native Accessibility Acceptance Criteria

Testing a timer

GIVEN THAT I am on a screen with a timer

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly to the timer's controls, such as pause, reset or "extend"
   - WHEN I press Space
      - THEN the focused control runs, on iOS and on Android

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the timer and the remaining time is read in words, such as "2 minutes 30 seconds"
   - WHEN the timer runs
      - THEN it is not announced on every tick; it is read when focused and announced only at meaningful points
   - WHEN a time limit is about to end
      - THEN the user is warned by an announcement with enough time left to act, and can extend the time with a control the screen reader reaches

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the timer
      - THEN the timer says what it times, such as "Time left to complete the payment"
      - AND the timer is read as text that updates; its controls announce as buttons
      - AND the remaining time is read in full words, not as "2 colon 30"
      - AND running, paused or finished is read

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the time and its label grow up to 200% without being cut off

Developer notes: native-a11y criteria timer --format markdown

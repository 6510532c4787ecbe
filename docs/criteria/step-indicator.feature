#a11y - Native Accessibility Acceptance Criteria

Testing a step indicator

GIVEN THAT I am on a screen with a step indicator

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly to each step that can be opened, and skips steps that cannot
   - WHEN I press Space
      - THEN a step that can be opened opens, on iOS and on Android

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN the indicator is read as one element or one element per step, never as loose numbers, dots and lines
   - WHEN I double tap a finished step
      - THEN that step opens, where the design allows going back

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the step indicator
      - THEN the current step is read with its number, the total and its title, such as "Step 2 of 4, Shipping"
      - AND steps that can be opened announce as buttons; the rest are read as text
      - AND each step says whether it is done, current or still to come, in words and not only by colour or a tick

4. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN step titles grow up to 200% and wrap instead of being cut off

Developer notes: native-a11y criteria step-indicator --format markdown

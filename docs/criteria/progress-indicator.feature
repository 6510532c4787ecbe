#a11y - Native Accessibility Acceptance Criteria

Testing a progress indicator

GIVEN THAT I am on a screen with a progress indicator

1. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the indicator, and its name and current value are read
   - WHEN the task progresses
      - THEN progress is announced at sensible steps (not every percent) without moving focus, and the end of the task, or its failure, is announced
   - WHEN I swipe to the cancel button
      - THEN a cancel or pause control, if there is one, is reached and named

2. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the progress indicator
      - THEN the indicator says what is in progress, such as "Uploading photo"
      - AND it announces as a progress indicator
      - AND the amount done is read, such as "40 percent" or "3 of 10 files"

3. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN the label and any percentage text grow up to 200% without being cut off

Developer notes: native-a11y criteria progress-indicator --format markdown

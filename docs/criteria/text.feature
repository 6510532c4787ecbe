#a11y - Native Accessibility Acceptance Criteria

Testing text

GIVEN THAT I am on a screen with text

1. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN each piece of text is reached and read, in reading order, with nothing read twice

2. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the text
      - THEN what is read matches what is shown; abbreviations, symbols and numbers are read in a way that makes sense

3. Scenario: Device display settings

   - WHEN I look at the text in light and in dark mode
      - THEN text has a contrast ratio of at least 4.5:1 with its background, or 3:1 for large text (18 points, or 14 points bold, and larger)
   - WHEN I raise the device text size to 200%
      - THEN the text grows up to 200% and wraps instead of being cut off, overlapping or shrunk to fit

Developer notes: native-a11y criteria text --format markdown

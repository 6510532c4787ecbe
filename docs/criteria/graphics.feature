#a11y - Native Accessibility Acceptance Criteria

Testing a chart or graphic

GIVEN THAT I am on a screen with a chart or graphic

1. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the graphic and its summary is read; the data points, when they matter, can be reached one by one

2. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the chart or graphic
      - THEN the graphic has a summary of what it shows, such as "Sales by month, rising from 10,000 in January to 40,000 in December"
      - AND it announces as an image, or as a chart whose parts can be explored
      - AND the values behind the graphic are available as text, as a table, or through the screen reader's chart features, such as Audio Graphs (iOS)

3. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN labels, legends and axis text grow up to 200% without overlapping or being cut off
   - WHEN I turn on a colour filter or Differentiate Without Colour
      - THEN series and states can still be told apart by shape, pattern or text, not only by colour

Developer notes: native-a11y criteria graphics --format markdown

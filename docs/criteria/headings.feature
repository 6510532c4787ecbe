#a11y - Native Accessibility Acceptance Criteria

Testing headings

GIVEN THAT I am on a screen with headings

1. Scenario: Screen reader gestures

   - WHEN I set the rotor or the reading controls to headings and swipe up or down
      - THEN focus jumps from heading to heading, in order, and reaches every section's title
   - WHEN I swipe
      - THEN each heading is read with its text and its role

2. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the headings
      - THEN the heading's text describes the content that follows it
      - AND it announces as a heading; text that only looks like a heading is marked as one, and text that is not a heading is not

3. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN headings grow up to 200% and wrap instead of being cut off or shrunk to fit

Developer notes: native-a11y criteria headings --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing a decorative image

GIVEN THAT I am on a screen with a decorative image

1. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus moves straight past the image; it is never a stop of its own

2. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the decorative image
      - THEN nothing about the image is read, not even "image" or a file name
      - AND a button or row that contains a decorative icon is read by its own name, and the icon adds nothing to it

Developer notes: native-a11y criteria image-decorative --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing an informative image

GIVEN THAT I am on a screen with an informative image

1. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus lands on the image, and its text alternative and role are read

2. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the informative image
      - THEN the text alternative conveys what the image means here, briefly, without "image of" and without a file name
      - AND it announces as an image
      - AND any words shown in the image are part of its text alternative

3. Scenario: Device display settings

   - WHEN I raise the device text size to 200%
      - THEN captions grow up to 200%, and no information exists only as text drawn inside the image

Developer notes: native-a11y criteria image-informative --format markdown

#a11y - Native Accessibility Acceptance Criteria

Testing a video player

GIVEN THAT I am on a screen with a video player

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus moves visibly through play, seek, captions and full screen, and Space plays and pauses

2. Scenario: Screen reader gestures

   - WHEN I swipe
      - THEN focus reaches every control while the video plays, and the controls stay on screen while one has focus
   - WHEN I double tap on play
      - THEN playback starts or stops, and the new state is read
   - WHEN I swipe up or down on the seek bar
      - THEN the position moves by a step and the new time is read

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the video player
      - THEN each control is named by its action, such as "Play", "Captions" or "Full screen", and the video by its title
      - AND the controls announce as buttons and the seek bar as adjustable (iOS) or as a slider (Android)
      - AND play or pause and captions on or off are read, and the position is read as time played and total time

4. Scenario: Device display settings

   - WHEN I turn on captions in the device's accessibility settings
      - THEN captions show for speech and sounds without being asked for again, in the style chosen in the settings
   - WHEN I raise the device text size to 200%
      - THEN the control labels and the title grow up to 200% without being cut off

Developer notes: native-a11y criteria video-player --format markdown

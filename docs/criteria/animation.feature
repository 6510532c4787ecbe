#a11y - Native Accessibility Acceptance Criteria

Testing an animation

GIVEN THAT I am on a screen with an animation

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I press Tab, arrow keys or Ctrl+Tab
      - THEN focus reaches the control that pauses or stops the animation, and Space operates it

2. Scenario: Screen reader gestures

   - WHEN an animation plays for more than five seconds
      - THEN a pause or stop control is reached by swipe, named, and stops it with a double tap

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the animation
      - THEN an animation that carries meaning has a text alternative; one that is only decoration is hidden
      - AND the pause control says whether the animation is playing or paused

4. Scenario: Device display settings

   - WHEN I turn on Reduce Motion (iOS) or Remove animations (Android)
      - THEN non-essential motion stops or becomes a simple fade, and animated content does not play by itself
   - WHEN I raise the device text size to 200%
      - THEN any text in or around the animation grows up to 200% without being cut off

Developer notes: native-a11y criteria animation --format markdown

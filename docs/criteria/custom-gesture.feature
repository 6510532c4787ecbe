#a11y - Native Accessibility Acceptance Criteria

Testing a custom gesture

GIVEN THAT I am on a screen with a custom gesture

1. Scenario: Keyboard alone, then keyboard with the screen reader

   - WHEN I try to do what the gesture does with a keyboard only
      - THEN a control reached with the keyboard does the same thing, and Space or Enter runs it

2. Scenario: Screen reader gestures

   - WHEN I try to do what the gesture does with the screen reader running
      - THEN a button, an adjustable element or an action the screen reader offers does the same thing, with a name that says what it does
   - WHEN I cannot perform the gesture's path, pinch or hold
      - THEN a single tap on a visible control does the same thing, without a path, a second finger or a timed hold

3. Scenario: Screen reader output on each device

   - WHEN the screen reader reaches the custom gesture
      - THEN the element says that actions are available, and each action's name says what it does ("Delete", "Move up"), not how the gesture goes

Developer notes: native-a11y criteria custom-gesture --format markdown

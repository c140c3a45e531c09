// FormshotTesting: placeholder until the stage lands.

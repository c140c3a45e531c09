// Scene: placeholder until the stage lands.

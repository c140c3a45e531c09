// Formshot: placeholder until the stage lands.

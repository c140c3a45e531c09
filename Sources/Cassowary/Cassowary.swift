// Cassowary: placeholder until the stage lands.

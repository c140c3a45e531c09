// Snapshotting: placeholder until the stage lands.

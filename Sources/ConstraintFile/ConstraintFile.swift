// ConstraintFile: placeholder until the stage lands.

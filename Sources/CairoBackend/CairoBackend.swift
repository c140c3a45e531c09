// CairoBackend: placeholder until the stage lands.

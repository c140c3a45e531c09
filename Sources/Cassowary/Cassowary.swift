// Cassowary's overview (input, output, guarantees, decisions): Cassowary.docc/Cassowary.md

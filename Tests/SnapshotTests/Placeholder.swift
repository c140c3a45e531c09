import Testing

@Test func SnapshotPlaceholder() { #expect(Bool(true)) }

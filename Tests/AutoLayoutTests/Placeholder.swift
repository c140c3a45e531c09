import Testing

@Test func AutoLayoutPlaceholder() { #expect(Bool(true)) }

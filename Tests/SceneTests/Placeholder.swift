import Testing

@Test func ScenePlaceholder() { #expect(Bool(true)) }

import Testing

@Test func FormSpecPlaceholder() { #expect(Bool(true)) }

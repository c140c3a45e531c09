import Testing

@Test func FormshotCLIPlaceholder() { #expect(Bool(true)) }

import Testing

@Test func CairoBackendPlaceholder() { #expect(Bool(true)) }

import Testing

@Test func CassowaryPlaceholder() { #expect(Bool(true)) }

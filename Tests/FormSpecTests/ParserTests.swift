import FormSpec
import Testing

@Suite struct ParserTests {
  @Test func signupParsesClean() {
    let (spec, diagnostics, source) = parseBundled("signup")
    #expect(diagnostics.isEmpty, "\(diagnostics.rendered(source: source))")
    #expect(spec != nil)
  }
}

// State tokens: defaults, any order, unknown and contradictory tokens, focus/scroll/value.
import FormLanguage
import FormState
import LayoutContract
import LayoutVocabulary
import Testing

func signupSpec() throws -> FormSpec {
  let (spec, diagnostics, source) = parseBundled("signup")
  #expect(!diagnostics.hasErrors, "\(diagnostics.rendered(source: source))")
  return try #require(spec)
}

@Suite struct StateTests {
  @Test func defaultsAreTheFirstTokenOfEveryAxis() throws {
    let spec = try signupSpec()
    let state = try StateSet.parse([], for: spec)
    #expect(state.canonicalTokens == ["kb-hidden", "compact", "light", "signup", "label-wins"])
    #expect(StateSet.defaults(for: spec) == state)
  }

  @Test func tokensInAnyOrderGiveTheSameState() throws {
    let spec = try signupSpec()
    let a = try StateSet.parse(["dark", "login", "kb-shown", "regular"], for: spec)
    let b = try StateSet.parse(["regular", "kb-shown", "login", "dark"], for: spec)
    #expect(a.canonicalTokens == b.canonicalTokens)
    #expect(a.canonicalTokens == ["kb-shown", "regular", "dark", "login", "label-wins"])
  }

  @Test func unknownTokenListsTheValidOnes() throws {
    let spec = try signupSpec()
    let error = #expect(throws: StateError.self) { try StateSet.parse(["kb-shwon"], for: spec) }
    let message = error?.message ?? ""
    #expect(message.contains("'kb-shwon'"))
    for token in [
      "kb-hidden", "kb-shown", "compact", "regular", "light", "dark", "xray", "signup",
      "login", "label-wins", "value-wins", "focus=FIELD",
    ] {
      #expect(message.contains(token), "missing \(token)")
    }
  }

  @Test func twoTokensOfOneAxisContradict() throws {
    let spec = try signupSpec()
    for pair in [["kb-hidden", "kb-shown"], ["signup", "login"], ["compact", "regular"]] {
      let error = #expect(throws: StateError.self) { try StateSet.parse(pair, for: spec) }
      #expect(error?.message.contains("contradict") == true)
    }
    // Repeating the same token is fine.
    #expect(try StateSet.parse(["login", "login"], for: spec).isActive("login"))
  }

  @Test func xrayIsAFlag() throws {
    let spec = try signupSpec()
    #expect(try StateSet.parse(["xray"], for: spec).xray)
    #expect(try !StateSet.parse([], for: spec).xray)
  }

  @Test func focusRaisesTheSoftwareKeyboardOnlyWithoutAHardwareOne() throws {
    let spec = try signupSpec()
    #expect(try StateSet.parse(["focus=email"], for: spec).keyboardShown)
    #expect(try !StateSet.parse(["focus=email", "regular"], for: spec).keyboardShown)
    #expect(try !StateSet.parse(["focus=email", "kb-hidden"], for: spec).keyboardShown)
    #expect(throws: StateError.self) { try StateSet.parse(["focus=title"], for: spec) }
    #expect(throws: StateError.self) { try StateSet.parse(["focus=email", "focus=pw"], for: spec) }
  }

  @Test func scrollAndValueTokens() throws {
    let spec = try signupSpec()
    let s = try StateSet.parse(["scroll=120", "value:name=Ada"], for: spec)
    #expect(s.scroll == 120)
    #expect(s.values.map(\.text) == ["Ada"])
    #expect(s.canonicalTokens.suffix(2) == ["scroll=120", "value:name=Ada"])
    #expect(throws: StateError.self) { try StateSet.parse(["scroll=lots"], for: spec) }
    #expect(throws: StateError.self) { try StateSet.parse(["value:nobody=x"], for: spec) }
  }
}

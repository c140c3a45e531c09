// The built-in axes are enums: every token round-trips between its text and its case, the
// axes a form sees are built from them, and a state answers with the typed token.
import FormLanguage
import FormState
import Testing

@Suite struct StateTokenTests {
  static func roundTrips<Token: BuiltInToken>(_: Token.Type) -> [String] {
    var problems: [String] = []
    for token in Token.allCases where Token(rawValue: token.rawValue) != token {
      problems.append("\(token)")
    }
    // The axis the form sees lists exactly these tokens, the default first.
    if Token.axis.axis.tokens != Token.allCases.map(\.rawValue) {
      problems.append("\(Token.axis) lists \(Token.axis.axis.tokens)")
    }
    return problems
  }

  @Test func everyBuiltInTokenRoundTrips() {
    #expect(Self.roundTrips(KeyboardToken.self) == [])
    #expect(Self.roundTrips(SizeClassToken.self) == [])
    #expect(Self.roundTrips(AppearanceToken.self) == [])
    #expect(Self.roundTrips(XRayToken.self) == [])
    #expect(Self.roundTrips(TextSizeToken.self) == [])
    #expect(Self.roundTrips(DirectionToken.self) == [])
    #expect(KeyboardToken(rawValue: "kb-shwn") == nil)
  }

  /// The language's words do not change: the built-in axes, their tokens and order as the
  /// reference (docs/form-language.md, States) lists them.
  @Test func theBuiltInAxesAreTheDocumentedOnes() {
    #expect(
      StateAxis.builtIn.map { "\($0.name): \($0.tokens.joined(separator: " "))" } == [
        "keyboard: kb-hidden kb-shown kb-floating kb-split kb-hardware",
        "sizeClass: compact regular",
        "appearance: light dark",
        "text-size: l xs s m xl xxl xxxl ax1 ax2 ax3 ax4 ax5",
        "direction: ltr rtl",
        "xray: xray",
      ])
    #expect(StateAxis.builtIn.map(\.isFlag) == [false, false, false, false, false, true])
    #expect(StateAxis.builtIn.map(\.isOptIn) == [false, false, false, true, true, false])
    #expect(KeyboardToken.allCases.filter(\.isIPadOnly) == [.floating, .split, .hardware])
  }

  @Test func everyTrackingConditionRoundTrips() {
    #expect(TrackingCondition.allCases.count == 2 * KeyboardEdge.allCases.count)
    for condition in TrackingCondition.allCases {
      #expect(TrackingCondition(token: condition.token) == condition)
    }
    #expect(TrackingCondition(token: "kb-near-top") == TrackingCondition(edge: .top, isNear: true))
    #expect(
      TrackingCondition(token: "kb-away-leading")
        == TrackingCondition(edge: .leading, isNear: false))
    #expect(TrackingCondition(token: "kb-near-middle") == nil)
    #expect(TrackingCondition(token: "kb-shown") == nil)
    #expect(StateAxis.trackingTokens.contains("kb-away-trailing"))
  }

  /// Every built-in token parsed as a state comes back as its case (and in the canonical
  /// tokens as the same text).
  @Test func aParsedStateAnswersWithTypedTokens() throws {
    let spec = try signupSpec()
    for keyboard in KeyboardToken.allCases {
      for sizeClass in SizeClassToken.allCases where !keyboard.isIPadOnly || sizeClass == .regular {
        for appearance in AppearanceToken.allCases {
          let tokens = [keyboard.rawValue, sizeClass.rawValue, appearance.rawValue]
          let state = try StateSet.parse(tokens + [XRayToken.xray.rawValue], for: spec)
          #expect(state.keyboard == keyboard)
          #expect(state.sizeClass == sizeClass)
          #expect(state.appearance == appearance)
          #expect(state.xray)
          #expect(Array(state.canonicalTokens.prefix(3)) == tokens)
          #expect(state.canonicalTokens.contains("xray"))
        }
      }
    }
    let defaults = StateSet.defaults(for: spec)
    #expect(defaults.keyboard == .hidden && defaults.sizeClass == .compact)
    #expect(defaults.appearance == .light && !defaults.xray)
  }
}

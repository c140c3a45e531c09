// Robustness: truncated and mutated forms never crash or hang, and every diagnostic points
// inside the file.
import FormLanguage
import FormState
import LayoutContract
import LayoutVocabulary
import Testing

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
}

@Suite struct FuzzTests {
  static let source = parseBundled("signup").2

  func check(_ text: String) {
    let (spec, diagnostics) = FormParser.parse(text, path: "fuzz.form")
    #expect((spec == nil) == diagnostics.hasErrors)
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
    for d in diagnostics {
      #expect(d.location.line >= 1 && d.location.line <= max(lineCount, 1), "\(d)")
      #expect(d.location.column >= 1)
      _ = d.rendered(source: text)
    }
    // A form that parses must also resolve in its default state.
    if let spec {
      #expect(throws: Never.self) {
        try FormResolver.resolve(spec, state: StateSet.defaults(for: spec))
      }
    }
  }

  @Test func truncationsNeverCrash() {
    let scalars = Array(Self.source.unicodeScalars)
    #expect(scalars.count > 1000)
    var rng = SplitMix(state: 1)
    for _ in 0..<150 {
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars.prefix(rng.below(scalars.count)))
      check(text)
    }
  }

  @Test func mutationsNeverCrash() {
    let scalars = Array(Self.source.unicodeScalars)
    let noise: [Unicode.Scalar] = [
      "{", "}", "\"", ":", ".", "=", "@", "-", "*", "\n", "/", "x", "9", "(", "ä",
    ]
    var rng = SplitMix(state: 42)
    for _ in 0..<150 {
      var s = scalars
      for _ in 0..<(1 + rng.below(4)) {
        let i = rng.below(s.count)
        switch rng.below(3) {
        case 0: s.remove(at: i)
        case 1: s.insert(noise[rng.below(noise.count)], at: i)
        default: s[i] = noise[rng.below(noise.count)]
        }
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: s)
      check(text)
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = "form t\nscreen s {\n" + String(repeating: "view {", count: 500) + "\n}\n"
    let (spec, diagnostics) = FormParser.parse(text, path: "deep.form")
    #expect(spec == nil)
    #expect(diagnostics.contains { $0.message.contains("nested too deeply") })
    let condition = "form t\nscreen s { when " + String(repeating: "(", count: 500) + "login }\n"
    #expect(FormParser.parse(condition, path: "c.form").0 == nil)
  }
}

@Suite struct ExtremeValueTests {
  @Test func hugeNumbersAreErrors() throws {
    let source = """
      form t
      screen s {
        label a "A" { pin-top 1000000000000000000000; pin-leading; width = 10000001 }
      }
      """
    let (spec, diagnostics) = FormParser.parse(source, path: "t.form")
    #expect(spec == nil)
    #expect(diagnostics.map(\.description) == [
      "t.form:3:25: error: number '1000000000000000000000' is too large (at most 10000000)",
      "t.form:3:70: error: number '10000001' is too large (at most 10000000)",
    ])
  }
}

// The lexer numbers every name (`NameTable`) and the analyzer's scope tables key on the
// numbers (`ScopeNameMap`) instead of hashing `String`s (issue 15: the front end's speed).
// Swift compares strings by canonical equivalence, so `é` written precomposed and decomposed
// are one name, and so are `K` and U+212A KELVIN SIGN: the numbers must agree with that, or a
// form would declare two views where it used to report a duplicate, or fail to find one.
@testable import FormLanguage
import LayoutVocabulary
import Testing

@Suite struct NameTableTests {
  private static let names: [String] = {
    var names = ["a", "b", "ab", "ba", "row-tz", "row_tz", "K", "k", "\u{212A}", "\u{212A}ey",
      "Key", "key", "caf\u{E9}", "cafe\u{301}", "cafe", "\u{1E30}", "\u{212A}\u{301}", "K\u{301}",
      "\u{E9}t\u{E9}", "e\u{301}te\u{301}", "\u{3B1}", "x\u{212A}\u{212A}", "xKK", "xK\u{212A}",
      String(repeating: "a", count: 256), String(repeating: "a", count: 255), ""]
    names += (0..<1200).map { "v\($0)" }  // past the first table's 512 entries: it grows
    return names
  }()

  /// The chain check numbers view ids given as `String`s, the lexer names read as bytes: an
  /// ASCII id gets the same number either way, a new one the next number, and a name holding
  /// U+212A KELVIN SIGN its ASCII equivalent's.
  @Test func anAsciiStringAndItsBytesShareANumber() {
    var table = NameTable()
    let a = "row-tz".utf8.withContiguousStorageIfAvailable { table.enter(ascii: $0, hash: nil) }!
    #expect(table.enter("row-tz") == a)
    let b = table.enter("scr.row-tz")
    #expect(b == a + 1)
    #expect(
      "scr.row-tz".utf8.withContiguousStorageIfAvailable { table.enter(ascii: $0, hash: nil) }! == b)
    #expect(table.strings[Int(b)] == "scr.row-tz")
    #expect(table.enter("\u{212A}ey") == table.enter("Key"))
    #expect(table.number(of: "row-t") == nil)
  }

  @Test func namesGetTheSameNumberExactlyWhenTheyAreEqualStrings() {
    var table = NameTable()
    var numbers: [Int32] = []
    for name in Self.names {
      if let ascii = NameTable.asciiEquivalent(name), name.utf8.allSatisfy({ $0 < 0x80 }) {
        numbers.append(ascii.utf8.withContiguousStorageIfAvailable {
          table.enter(ascii: $0, hash: nil)
        }!)
      } else {
        numbers.append(table.enter(name))
      }
    }
    for (i, a) in Self.names.enumerated() {
      for (j, b) in Self.names.enumerated() where (a == b) != (numbers[i] == numbers[j]) {
        Issue.record("'\(a)' and '\(b)': equal strings \(a == b), numbers \(numbers[i]), \(numbers[j])")
      }
      #expect(table.number(of: a) == numbers[i], "\(a)")
    }
    #expect(table.number(of: "never entered") == nil)
    #expect(table.number(of: "cafe\u{301}\u{301}") == nil)
  }

  @Test func theScopeMapAnswersWhatADictionaryAnswers() {
    var map = ScopeNameMap()
    var dictionary: [[Int32]: String] = [:]
    // More entries than the first table holds, so it grows; scopes and names that collide.
    for k in 0..<5000 {
      let scope = k % 7
      let name = Int32(k / 3)
      let id = "id\(k)"
      #expect(map.updateValue(id, scope: scope, name: name) == dictionary.updateValue(id, forKey: [Int32(scope), name]))
    }
    for scope in 0..<8 {
      for name in Int32(0)..<1700 {
        #expect(map[scope, name] == dictionary[[Int32(scope), name]])
      }
    }
  }

  @Test func aKelvinSignNameIsADuplicateOfK() {
    let source = "form f\nscreen s {\n  view K { width = 1 }\n  view \u{212A} { width = 2 }\n}\n"
    let (_, diagnostics) = FormParser.parse(source, path: "k.form")
    #expect(diagnostics.map(\.description).contains {
      $0.hasPrefix("k.form:4:8: error: duplicate name '\u{212A}' in this scope")
    })
  }

  @Test func aNameWrittenInConjoiningJamoFindsItsSyllableDeclaration() {
    // U+D55C and U+1112 U+1161 U+11AB are one Hangul syllable, composed and decomposed: all
    // letters, so the lexer reads both as names, and equal as Swift strings.
    let source = "form f\nscreen s {\n  view \u{D55C} { width = 1; height = 1; top = superview.top; leading = superview.leading }\n"
      + "  view b { below \u{1112}\u{1161}\u{11AB} 8; width = 1; height = 1; leading = superview.leading }\n}\n"
    let (spec, diagnostics) = FormParser.parse(source, path: "e.form")
    #expect(!diagnostics.contains { $0.isError }, "\(diagnostics)")
    #expect(spec != nil)
  }
}

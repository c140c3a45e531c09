// The resolver remembers the settings of the item it read last (`Resolution.lastRead`): these
// tests fail if a read answers with another item's settings or with settings from before a
// state block changed them.
import FormLanguage
import FormState
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@Suite struct ResolverSettingsCacheTests {
  /// Views whose properties differ, declared so that consecutive reads alternate between
  /// them (a cell's parts, an unset view between set ones, a state block overriding a value).
  static let form = """
    form cache
    screen main {
      label first "First" { top = safeArea.top + 8; pin-leading 20; size: 20; alpha: 0.5
        compressionResistance: 100 }
      view plain { below first 8; pin-leading 20; width = 10; height = 10 }
      label second "Second" { below plain 8; pin-leading 20; size: 30; hugging: 600
        when kb-shown { size: 12; hidden: true; alpha: 0.25 }
      }
      label third "Third" { below second 8; pin-leading 20; lines: 3 }
    }
    """

  static func items(_ tokens: [String]) throws -> [String: LayoutItem] {
    let (parsed, diagnostics) = FormParser.parse(form, path: "cache.form")
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    let spec = try #require(parsed)
    let resolved = try FormResolver.resolve(spec, state: try StateSet.parse(tokens, for: spec))
    return Dictionary(resolved.items.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { a, _ in a })
  }

  static func style(_ item: LayoutItem?) -> TextStyle? {
    if case .label(let label)? = item?.kind { return label.style }
    return nil
  }

  @Test func eachViewReadsItsOwnSettings() throws {
    let items = try Self.items([])
    #expect(Self.style(items["first"])?.size == 20)
    #expect(Self.style(items["second"])?.size == 30)
    #expect(Self.style(items["third"])?.size == 17)  // unset: the body style's size
    #expect(items["first"]?.style.alpha == 0.5)
    #expect(items["plain"]?.style.alpha == 1)
    #expect(items["second"]?.style.alpha == 1)
    #expect(items["first"]?.compressionResistance.vertical == LayoutPriority(100))
    #expect(items["second"]?.compressionResistance.vertical == LayoutPriority(750))
    #expect(items["second"]?.hugging.horizontal == LayoutPriority(600))
    #expect(items["third"]?.hugging.horizontal == items["first"]?.hugging.horizontal)
    #expect(items["second"]?.isHidden == false)
    if case .text(_, _, _, let lines, _, _)? = items["third"]?.intrinsic {
      #expect(lines == 3)
    } else {
      Issue.record("third has no text")
    }
  }

  @Test func aStateBlockOverridesWhatTheBaseSet() throws {
    let shown = try Self.items(["kb-shown"])
    #expect(Self.style(shown["second"])?.size == 12)
    #expect(shown["second"]?.isHidden == true)
    #expect(shown["second"]?.style.alpha == 0.25)
    // The views around it keep theirs.
    #expect(Self.style(shown["first"])?.size == 20)
    #expect(shown["first"]?.style.alpha == 0.5)
    #expect(shown["third"]?.isHidden == false)
    // Resolving the other state again gives the base values back.
    let hidden = try Self.items([])
    #expect(Self.style(hidden["second"])?.size == 30)
    #expect(hidden["second"]?.isHidden == false)
  }
}

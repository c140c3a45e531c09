// Dynamic Type: the size tables, how text scales per view, `when ax-sizes`, and the opt-in
// matrix.
import FormLanguage
import FormState
import Geometry
import LayoutContract
import Testing

@Suite struct DynamicTypeTests {
  /// The Large column of the Dynamic Type table is the type ramp.
  @Test func theLargeColumnIsTheTypeRamp() {
    #expect(DynamicTypeTable.styles == RampStyle.all.map(\.name))
    for ramp in RampStyle.all {
      let large = DynamicTypeTable.metrics(ramp.name, at: .l)
      #expect(large?.size == ramp.size, "\(ramp.name) size")
      #expect(large?.leading == ramp.lineHeight, "\(ramp.name) leading")
    }
  }

  /// Sizes per category for each style: never shrinking as the category grows, the
  /// accessibility sizes growing only the styles Apple's table grows, and known values.
  @Test func sizesPerCategoryForEachStyle() throws {
    for style in DynamicTypeTable.styles {
      var previous = 0.0
      for category in TextSizeToken.ascending {
        let m = try #require(DynamicTypeTable.metrics(style, at: category))
        #expect(m.size >= previous, "\(style) at \(category) shrinks")
        #expect(m.leading > m.size, "\(style) at \(category): leading under the size")
        previous = m.size
      }
      #expect(
        DynamicTypeTable.metrics(style, at: .ax5)!.size
          > DynamicTypeTable.metrics(style, at: .xxxl)!.size)
    }
    let expected: [(String, TextSizeToken, Double, Double)] = [
      ("body", .xs, 14, 19), ("body", .xl, 19, 24), ("body", .ax1, 28, 34),
      ("body", .ax3, 40, 48), ("body", .ax5, 53, 62), ("largeTitle", .ax3, 52, 61),
      ("footnote", .m, 12, 16), ("caption2", .xxxl, 17, 22), ("title1", .ax2, 43, 51),
      ("subheadline", .xxxl, 21, 28), ("callout", .ax4, 44, 52),
    ]
    for (style, category, size, leading) in expected {
      #expect(
        DynamicTypeTable.metrics(style, at: category)
          == DynamicTypeTable.Metrics(size: size, leading: leading), "\(style) \(category)")
    }
  }

  static let form = """
    form t
    screen s {
      label styled "Body text" { pin-top 100; pin-leading 20 }
      label fixed "Fixed" { size: 20; below styled 8; pin-leading 20 }
      label opted "Opted in" { size: 20; scalesWithTextSize: true; below fixed 8; pin-leading 20 }
      label capped "Capped" { maximumTextSize: xxl; below opted 8; pin-leading 20 }
      footnote note "A footnote" { below capped 8; pin-leading 20 }
      label big "Accessibility only" { below note 8; pin-leading 20; hidden: true
        when ax-sizes { hidden: false }
      }
    }
    """

  static func styles(_ tokens: [String]) throws -> [String: TextStyle] {
    let (spec, diagnostics) = FormParser.parse(form, path: "t.form")
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    let state = try StateSet.parse(tokens, for: try #require(spec))
    let resolved = try FormResolver.resolve(try #require(spec), state: state)
    var out: [String: TextStyle] = [:]
    for item in resolved.items {
      if case .label(let label) = item.kind { out[item.id.rawValue] = label.style }
    }
    return out
  }

  @Test func textStylesScaleFixedSizesDoNotUnlessTheyOptIn() throws {
    let large = try Self.styles([])
    let ax3 = try Self.styles(["ax3"])
    #expect(large["styled"]?.size == 17)
    #expect(ax3["styled"]?.size == 40)
    #expect(ax3["styled"]?.lineHeight == 48)
    #expect(ax3["note"]?.size == 33)
    #expect(ax3["note"]?.lineHeight == 40)
    // `size: 20` stays 20 …
    #expect(ax3["fixed"] == large["fixed"])
    // … unless it scales with its style (body: 40 / 17), as UIFontMetrics does.
    #expect(abs((ax3["opted"]?.size ?? 0) - 20 * 40 / 17) < 1e-9)
    // maximumTextSize caps: xxl is body 21 / 26.
    #expect(ax3["capped"]?.size == 21)
    #expect(ax3["capped"]?.lineHeight == 26)
    #expect(try Self.styles(["xs"])["capped"]?.size == 14)
  }

  @Test func accessibilitySizeBlocksApplyFromAx1() throws {
    let (spec, _) = FormParser.parse(Self.form, path: "t.form")
    let s = try #require(spec)
    func hidden(_ token: String) throws -> Bool {
      let form = try FormResolver.resolve(s, state: try StateSet.parse([token], for: s))
      return try #require(form.item("big")).isHidden
    }
    #expect(try hidden("xxxl"))
    #expect(try hidden("l"))
    for token in ["ax1", "ax3", "ax5"] { #expect(try !hidden(token), "\(token)") }
  }

  /// The text-size axis is opt-in: the bundled form's matrix and state names do not change;
  /// `axis text-size: ax3` adds the ax3 states.
  @Test func theMatrixGrowsOnlyWhenAFormOptsIn() throws {
    let spec = try signupSpec()
    let states = FormChecker.allStates(spec)
    #expect(states.count == 56)
    #expect(states.allSatisfy { !$0.canonicalTokens.contains("l") })
    #expect(try StateSet.parse(["l"], for: spec).canonicalTokens == StateSet.defaults(for: spec).canonicalTokens)
    #expect(try StateSet.parse(["ax3"], for: spec).canonicalTokens.contains("ax3"))

    let source = "form t\naxis text-size: l | ax3\naxis direction: rtl\n"
      + Self.form.dropFirst("form t\n".count)
    let (opted, diagnostics) = FormParser.parse(source, path: "t.form")
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    let names = FormChecker.allStates(try #require(opted)).map { $0.canonicalTokens.joined(separator: ",") }
    // The form's own matrix (keyboard × size class × appearance; a form without text input
    // has only kb-hidden), each state at l and ax3, ltr and rtl.
    let plain = try #require(FormParser.parse(Self.form, path: "t.form").0)
    let base = FormChecker.allStates(plain).count
    #expect(base > 1)
    #expect(names.count == base * 4)
    #expect(names.filter { $0.contains("ax3") }.count == base * 2)
    #expect(names.filter { $0.contains("rtl") }.count == base * 2)
  }

  @Test func anUnknownTextSizeInTheAxisIsLocated() {
    let (_, diagnostics) = FormParser.parse(
      "form t\naxis text-size: l | ax6\nscreen s {}\n", path: "t.form")
    #expect(
      diagnostics.map(\.description).contains {
        $0.hasPrefix("t.form:2:21: error: 'ax6' is not a text-size token (did you mean")
      }, "\(diagnostics)")
  }
}

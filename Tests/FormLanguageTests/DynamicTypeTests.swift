// Dynamic Type: the size tables, how text scales per view, `when ax-sizes`, and the opt-in
// matrix.
import FormLanguage
import FormState
import Foundation
import Geometry
import LayoutContract
import LayoutVocabulary
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

  /// Apple's published table, typed again here independently of `DynamicTypeTable` and laid
  /// out as the HIG prints it: one table per category, size/leading per style in the HIG's row
  /// order (Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subhead, Footnote,
  /// Caption 1, Caption 2). Source: HIG Typography → Specifications (docs/traits.md). A typo in
  /// either copy fails `everyCellIsApplesPublishedTable`.
  static let publishedTable: [(TextSizeToken, String)] = [
    (.xs, "31/38 25/31 19/24 17/22 14/19 14/19 13/18 12/16 12/16 11/13 11/13"),
    (.s, "32/39 26/32 20/25 18/23 15/20 15/20 14/19 13/18 12/16 11/13 11/13"),
    (.m, "33/40 27/33 21/26 19/24 16/21 16/21 15/20 14/19 12/16 11/13 11/13"),
    (.l, "34/41 28/34 22/28 20/25 17/22 17/22 16/21 15/20 13/18 12/16 11/13"),
    (.xl, "36/43 30/37 24/30 22/28 19/24 19/24 18/23 17/22 15/20 14/19 13/18"),
    (.xxl, "38/46 32/39 26/32 24/30 21/26 21/26 20/25 19/24 17/22 16/21 15/20"),
    (.xxxl, "40/48 34/41 28/34 26/32 23/29 23/29 22/28 21/28 19/24 18/23 17/22"),
    (.ax1, "44/52 38/46 34/41 31/38 28/34 28/34 26/32 25/31 23/29 22/28 20/25"),
    (.ax2, "48/57 43/51 39/47 37/44 33/40 33/40 32/39 30/37 27/33 26/32 24/30"),
    (.ax3, "52/61 48/57 44/52 43/51 40/48 40/48 38/46 36/43 33/40 32/39 29/35"),
    (.ax4, "56/66 53/62 50/59 49/58 47/56 47/56 44/52 42/50 38/46 37/44 34/41"),
    (.ax5, "60/70 58/68 56/66 55/65 53/62 53/62 51/60 49/58 44/52 43/51 40/48"),
  ]
  static let higRowOrder = [
    "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
    "footnote", "caption1", "caption2",
  ]

  /// Every cell (size and leading, every style at every category) is Apple's.
  @Test func everyCellIsApplesPublishedTable() throws {
    #expect(Self.publishedTable.map(\.0) == TextSizeToken.ascending)
    #expect(Set(Self.higRowOrder) == Set(DynamicTypeTable.styles))
    var checked = 0
    for (category, row) in Self.publishedTable {
      let cells = row.split(separator: " ")
      try #require(cells.count == Self.higRowOrder.count, "\(category)")
      for (style, cell) in zip(Self.higRowOrder, cells) {
        let numbers = cell.split(separator: "/").compactMap { Double($0) }
        try #require(numbers.count == 2, "\(category) \(style): '\(cell)'")
        #expect(
          DynamicTypeTable.metrics(style, at: category)
            == DynamicTypeTable.Metrics(size: numbers[0], leading: numbers[1]),
          "\(style) at \(category) is \(cell) in Apple's table")
        checked += 1
      }
    }
    #expect(checked == 12 * 11)
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

  /// Forms set the system font in Inter at every size, the accessibility sizes' 53-pt body
  /// and the large title included (the seed pictures, formshot's visual target, did): only
  /// the Interface Builder reader asks for the Display optical size.
  @Test func formsKeepTheTextOpticalSizeAtEverySize() throws {
    for tokens in [[], ["ax5"]] {
      let styles = try Self.styles(tokens)
      #expect(styles.count == 6)
      for (id, style) in styles { #expect(style.opticalSize == .text, "\(id) at \(tokens)") }
    }
    #expect(try Self.styles(["ax5"])["styled"]?.size == 53)
    let (spec, _, _) = parseBundled("signup")
    let form = try FormResolver.resolve(try #require(spec), state: StateSet.defaults(for: try #require(spec)))
    var titles = 0
    for item in form.items {
      guard case .label(let label) = item.kind, label.style.size >= 28 else { continue }
      titles += 1
      #expect(label.style.opticalSize == .text, "\(item.id)")
    }
    #expect(titles > 0)
  }

  /// SF tracks by point size (HIG "iOS, iPadOS tracking values"): the ramp's tracking is the
  /// table at the ramp's sizes, and text Dynamic Type resizes takes the table's value at its
  /// new size, unless the form set `tracking:`.
  @Test func trackingFollowsTheSizeAsSFDoes() throws {
    for ramp in RampStyle.all {
      #expect(SystemFontTracking.points(atSize: ramp.size) == ramp.tracking, "\(ramp.name)")
    }
    #expect(SystemFontTracking.points(atSize: 40) == 0.37)
    #expect(SystemFontTracking.points(atSize: 55) == 0.31)  // between 54 (+0.32) and 56 (+0.30)
    #expect(SystemFontTracking.points(atSize: 4) == 0.24)
    #expect(SystemFontTracking.points(atSize: 120) == 0)

    let large = try Self.styles([])
    let ax3 = try Self.styles(["ax3"])
    #expect(large["styled"]?.tracking == -0.43)
    #expect(ax3["styled"]?.tracking == 0.37)  // body at ax3 is 40 pt
    #expect(ax3["note"]?.tracking == 0.40)  // footnote at ax3 is 33 pt
    #expect(try Self.styles(["xs"])["styled"]?.tracking == -0.15)  // body at xs is 14 pt
    #expect(ax3["fixed"]?.tracking == large["fixed"]?.tracking)  // a fixed size keeps its own
    let opted = try #require(ax3["opted"])
    #expect(opted.tracking == SystemFontTracking.points(atSize: opted.size))

    let source = Self.form.replacingOccurrences(
      of: "label styled \"Body text\" {", with: "label styled \"Body text\" { tracking: 1;")
    let (spec, _) = FormParser.parse(source, path: "t.form")
    let s = try #require(spec)
    let form = try FormResolver.resolve(s, state: try StateSet.parse(["ax3"], for: s))
    guard case .label(let label)? = form.item("styled")?.kind else {
      Issue.record("no label 'styled'")
      return
    }
    #expect(label.style.tracking == 1)
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

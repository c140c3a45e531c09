import AutoLayout
import Drawing
import FormLanguage
import FormState
import Foundation
import Geometry
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary
import Scene

/// One fault `formshot audit` found: which rule, which view (and where the form declares it),
/// the figure it measured, and every state it occurs in. One cause, one finding: the same rule
/// on the same view across states is one finding, with its worst figure.
public struct AuditFinding: Sendable, Equatable {
  public enum Rule: String, Sendable, CaseIterable {
    /// Text that does not fit: a line cut with "…", lines that do not fit, a label column too narrow.
    case truncated
    /// Views overlapping a sibling they do not overlap in the base state.
    case overlap
    /// A view outside the screen (or its scroll view's content) sideways.
    case offscreen
    /// An interactive view smaller than its minimum hit area (44 × 44 pt).
    case hitTarget = "hit-target"
    /// Text contrast below WCAG 2.x AA against the colour painted under it.
    case contrast
    /// The focused field is under the keyboard.
    case keyboardCover = "keyboard-cover"
    /// Text that keeps its size when the text size changes.
    case fixedText = "fixed-text"
  }

  public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error
    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
  }

  public var rule: Rule
  public var severity: Severity
  /// The view's id (`row-tz.val`).
  public var view: String
  public var location: SourceLocation
  /// What is wrong, with the measured figure ("needs 212 pt, has 150 pt").
  public var message: String
  /// The measured figure (points, or the contrast ratio) of the worst state.
  public var figure: Double
  /// The states it occurs in, as canonical tokens.
  public var states: [[String]]
  /// The states summarised as `check` does ("in all ax3 states (28 of 56)").
  public var statesSummary: String
}

/// `formshot audit`: solves and paints every state and reads it for the faults Dynamic Type,
/// right-to-left and long languages expose.
public enum FormAudit {
  /// A fault in one state, before grouping.
  struct Fault {
    var rule: AuditFinding.Rule
    var severity: AuditFinding.Severity
    var view: String
    var message: String
    var figure: Double
    /// Lower figures are worse (contrast, hit area) or higher are (overflow).
    var lowerIsWorse: Bool
    /// What makes two faults one finding besides the rule: the view, unless the cause is
    /// shared (a colour pair).
    var cause: String? = nil
  }

  /// Audits `states` (default: the form's whole matrix) and groups what it finds.
  public static func run(
    _ document: FormDocument, states given: [[String]]? = nil, renderer: FormRenderer
  ) throws(FormshotError) -> [AuditFinding] {
    let spec = document.spec
    let states = given ?? document.matrix()
    var grouped: [(key: String, fault: Fault, states: [Int], views: [String])] = []
    var slot: [String: Int] = [:]
    var names: [[String]] = []
    var baseCache: [[String]: (ResolvedForm, LayoutResult)] = [:]
    // States that differ only in keyboard height, scroll offset or appearance share a solver,
    // as `check`'s do.
    let pool = renderer.makeLayoutPool()
    // Views whose text size the form caps on purpose (`maximumTextSize:`).
    var capped: Set<String> = []
    for rule in spec.rules {
      if case .property(let item, ViewProperty.maximumTextSize.rawValue, _) = rule.action {
        capped.insert(item)
      }
    }
    for (index, tokens) in states.enumerated() {
      // X-ray only paints over the state (its inspector is not the app's): audit without it.
      var state = try document.state(tokens)
      state.xray = false
      names.append(state.canonicalTokens)
      let form = try document.resolve(state)
      let layout = pool.layout(form)
      let list = SceneBuilder.build(
        form: form, layout: layout, theme: try renderer.theme(named: nil, for: form))
      // The same state without its traits (text size, direction, language): what overlaps
      // there is the design, not a fault.
      let baseTokens = baseState(of: state, spec: spec)
      var base: (ResolvedForm, LayoutResult)? = nil
      if baseTokens != state.canonicalTokens {
        if let cached = baseCache[baseTokens] {
          base = cached
        } else {
          let b = try document.resolve(try document.state(baseTokens))
          base = (b, pool.layout(b))
          baseCache[baseTokens] = base
        }
      }
      var scene = AuditedState(
        form: form, layout: layout, list: list, base: base, state: state,
        measurer: renderer.textMeasurer)
      if let source = document.interfaceBuilder {
        scene.alignmentInsets = source.alignmentInsets
        scene.isInterfaceBuilder = true
      }
      var faults = scene.textFaults() + scene.overlapFaults() + scene.offscreenFaults()
      faults += scene.hitTargetFaults() + scene.keyboardFaults()
      faults += scene.fixedTextFaults(capped: capped)
      faults += try scene.contrastFaults(renderer: renderer)
      for fault in faults {
        let key = fault.rule.rawValue + "\u{1}" + (fault.cause ?? fault.view)
        if let k = slot[key] {
          grouped[k].states.append(index)
          let worse = fault.lowerIsWorse
            ? fault.figure < grouped[k].fault.figure : fault.figure > grouped[k].fault.figure
          if worse { grouped[k].fault = fault }
          if fault.cause != nil, !grouped[k].views.contains(fault.view) {
            grouped[k].views.append(fault.view)
          }
        } else {
          slot[key] = grouped.count
          grouped.append((key, fault, [index], [fault.view]))
        }
      }
    }
    return grouped.map { entry in
      let f = entry.fault
      let location =
        document.interfaceBuilder.flatMap { Self.location(of: f.view, in: $0.document) }
        ?? Self.location(of: f.view, in: spec)
      var unique: [Int] = []
      for i in entry.states where unique.last != i { unique.append(i) }
      let others = entry.views.filter { $0 != f.view }
      let message =
        f.message + (others.isEmpty ? "" : "; also " + others.map { "'\($0)'" }.joined(separator: ", "))
      return AuditFinding(
        rule: f.rule, severity: f.severity, view: f.view, location: location, message: message,
        figure: f.figure, states: unique.map { names[$0] },
        statesSummary: FormChecker.summary(unique, of: names, verbose: false))
    }
  }

  /// `keyboard-cover` checks the first responder, and only `focus=FIELD` names one: a state
  /// with the keyboard up but no `focus=` (the seed's `kb-shown`) shows no caret and scrolls
  /// no field into view, so which field raised the keyboard is not in the picture and the rule
  /// does not guess. When the audited states have keyboard states but not one with a focused
  /// field, this says so (nil otherwise), so a clean audit is not read as "no field is covered".
  public static func unfocusedKeyboardNote(
    _ document: FormDocument, states given: [[String]]? = nil
  ) throws(FormshotError) -> String? {
    var unfocused = 0
    for tokens in given ?? document.matrix() {
      let state = try document.state(tokens)
      if state.focus != nil { return nil }
      if state.keyboard != .hidden { unfocused += 1 }
    }
    let firstField = document.spec.views.first { $0.kind == .textField }?.id
    guard unfocused > 0, let field = firstField else { return nil }
    return "note: [keyboard-cover] none of the \(unfocused) state\(unfocused == 1 ? "" : "s") "
      + "with the keyboard up has a focused field, so no first responder was checked; "
      + "audit one with --state kb-shown,focus=\(field)"
  }

  /// The state's tokens with the trait tokens (text size, direction, language, pseudo-language)
  /// at their defaults.
  static func baseState(of state: StateSet, spec: FormSpec) -> [String] {
    var base = state
    base.locale = nil
    base.pseudo = nil
    for (i, choice) in base.choices.enumerated() {
      if let axis = spec.axes.first(where: { $0.name == choice.axis }), axis.isOptIn {
        base.choices[i].token = axis.tokens[0]
      }
    }
    return base.canonicalTokens
  }

  /// The audit overlay (`formshot render --audit`, with X-ray): each finding's view outlined in
  /// red (dashed for warnings), its rule and figure above it.
  public static func overlay(_ findings: [AuditFinding], layout: LayoutResult) -> [DisplayItem] {
    let red = Color(red: 1, green: 0.231, blue: 0.188)
    var items: [DisplayItem] = []
    var tagsAt: [ItemID: Int] = [:]
    for f in findings {
      let id = ItemID(f.view)
      guard let frame = layout.frame(id) else { continue }
      let n = tagsAt[id, default: 0]
      tagsAt[id] = n + 1
      let outline = Rect(
        x: frame.minX - 1 - Double(n), y: frame.minY - 1 - Double(n), width: frame.width + 2 + 2 * Double(n),
        height: frame.height + 2 + 2 * Double(n))
      items.append(
        .stroke(
          .rect(outline, cornerRadius: 2), color: red, width: 2,
          dash: f.severity == .error ? [] : [4, 3]))
      let tag = f.rule.rawValue + " " + NumberFormat.exact.string((f.figure * 10).rounded() / 10)
      let tagFrame = Rect(
        x: outline.minX, y: max(0, outline.minY - 14 - 14 * Double(n)), width: 160, height: 14)
      items.append(.fill(.rect(Rect(x: tagFrame.minX, y: tagFrame.minY, width: Double(tag.count) * 6 + 8, height: 14), cornerRadius: 3), .solid(red)))
      items.append(
        .text(
          TextRun(
            tag, style: TextStyle(family: .monospaced, size: 10, lineHeight: 14),
            color: Color(red: 1, green: 1, blue: 1),
            frame: Rect(x: tagFrame.minX + 4, y: tagFrame.minY, width: tagFrame.width, height: 14),
            alignment: .leading, truncation: .clip)))
    }
    return items
  }

  /// Where X-ray's inspector panel starts in a display list (its shadow, the last one at least
  /// half the canvas wide, and the clip around it), so the overlay goes under it; the end
  /// without X-ray.
  static func inspectorStart(_ list: DisplayList, xray: Bool) -> Int {
    guard xray else { return list.items.count }
    for index in list.items.indices.reversed() {
      guard case .shadow(let shape, _, _, _, _) = list.items[index],
        AuditedState.bounds(shape).width >= list.size.width / 2
      else { continue }
      if index > 0, case .pushClip = list.items[index - 1] { return index - 1 }
      return index
    }
    return list.items.count
  }

  /// WCAG 2.x relative luminance of an sRGB colour.
  static func luminance(_ c: Color) -> Double {
    func channel(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
  }

  /// WCAG contrast ratio of two opaque colours (1…21).
  public static func contrast(_ a: Color, _ b: Color) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }
}

extension FormAudit {
  /// Where a finding's view is written: a view the engine generates (a cell's
  /// `subtotal.detailTextLabel`) points at the nearest view the form declares (`subtotal`).
  /// Where an Interface Builder view is written; a part formshot adds to a view (a segmented
  /// control's `<id>.segment0`, a table's section header `<id>~header`) is located at that view.
  static func location(of view: String, in file: IBDocument) -> SourceLocation? {
    owners(of: view).lazy.compactMap { file.location(ofObject: $0) }.first
  }

  static func location(of view: String, in spec: FormSpec) -> SourceLocation {
    owners(of: view).lazy.compactMap { spec.view($0)?.location }.first
      ?? SourceLocation(file: spec.path, line: 1, column: 1)
  }

  /// `view`, then the views a part's id names it after (`card.title` → `card`, `tbl~header`
  /// → `tbl`), innermost first.
  static func owners(of view: String) -> [String] {
    var out = [view]
    var id = Substring(view)
    while let cut = id.lastIndex(where: { $0 == "." || $0 == "~" }) {
      id = id[..<cut]
      out.append(String(id))
    }
    return out
  }
}

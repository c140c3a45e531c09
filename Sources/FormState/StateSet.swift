// Parsing state tokens (`kb-shown,regular,login`) into a validated state of one form.
import FormLanguage
import LayoutVocabulary

/// A bad state token, with every valid token listed so the user can fix it in one go.
public struct StateError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  /// The offending token.
  public var token: String
  public init(message: String, token: String) {
    self.message = message
    self.token = token
  }
  public var description: String { message }
}

/// One state of a form: a token per axis (defaults filled in) plus focus, scroll and values.
public struct StateSet: Sendable, Equatable {
  /// The chosen token of each non-flag axis, in `spec.axes` order.
  public var choices: [(axis: String, token: String)]
  /// The keyboard token was written explicitly (not implied by focus or the default).
  public var keyboardWasGiven: Bool
  public var xray: Bool
  /// The focused text field's id (`focus=email`).
  public var focus: String?
  /// `scroll=N`: content offset of the first scroll view.
  public var scroll: Double?
  /// `value:FIELD=TEXT`, in the order given (a later value for the same field wins).
  public var values: [(field: String, text: String)]
  /// `kb-floating@SPOT`: where the floating keyboard is (nil = the default resting spot).
  public var floatingSpot: FloatingSpot? = nil
  /// `window=split-half` / `window=slide-over`: the app's window on the iPad screen.
  public var window: WindowMode = .full
  /// `locale=de`: the language whose strings the form shows (nil: the development language).
  public var locale: String? = nil
  /// `pseudo=double|accented|rtl|bounded`: one of Xcode's pseudo-languages.
  public var pseudo: PseudoLanguage? = nil

  public static func == (a: StateSet, b: StateSet) -> Bool {
    a.canonicalTokens == b.canonicalTokens && a.keyboardWasGiven == b.keyboardWasGiven
  }

  /// The token chosen on an axis (`token(on: "mode")` → "login").
  public func token(on axis: String) -> String? { choices.first { $0.axis == axis }?.token }

  /// The token chosen on a built-in axis (the axis's default when none is chosen, as in a
  /// hand-made state).
  public func token<Token: BuiltInToken>(_: Token.Type = Token.self) -> Token {
    token(on: Token.axis.rawValue).flatMap(Token.init(rawValue:)) ?? Token.allCases.first!
  }

  /// Whether a `when` token holds in this state.
  public func isActive(_ token: String) -> Bool {
    if token == XRayToken.xray.rawValue { return xray }
    if token == StateAxis.accessibilitySizesToken { return textSize.isAccessibilitySize }
    if token == DirectionToken.rtl.rawValue { return isRightToLeft }
    if token == DirectionToken.ltr.rawValue { return !isRightToLeft }
    return choices.contains { $0.token == token }
  }

  /// The Dynamic Type text size.
  public var textSize: TextSizeToken { token() }
  /// Right-to-left layout: `rtl`, a right-to-left language (`locale=ar`, `he`, …) or
  /// `pseudo=rtl`.
  public var isRightToLeft: Bool {
    token(DirectionToken.self) == .rtl || pseudo == .rtl
      || locale.map(PseudoLanguage.isRightToLeftLanguage) == true
  }

  public var sizeClass: SizeClassToken { token() }
  public var appearance: AppearanceToken { token() }
  /// The docked software keyboard is up (`kb-shown`, or implied by `focus=`).
  public var keyboardShown: Bool { keyboard == .shown }
  /// Where the keyboard is.
  public var keyboard: KeyboardToken { token() }

  /// The state as normalised tokens in canonical axis order: keyboard, size class, appearance,
  /// the form's axes, then `xray`, `focus=…`, `scroll=…`, `value:…=…` when present.
  /// An opt-in axis (text size, direction) at its default is left out, so the names of states
  /// that do not use it stay as they were.
  public var canonicalTokens: [String] {
    var t: [String] = []
    for choice in choices {
      if Self.optInDefaults.contains(where: { $0 == (choice.axis, choice.token) }) { continue }
      guard choice.token == KeyboardToken.floating.rawValue, let spot = floatingSpot?.text else {
        t.append(choice.token)
        continue
      }
      t.append(Self.floatingAt + spot)
    }
    if let locale { t.append(Self.localeIs + locale) }
    if let pseudo { t.append(Self.pseudoIs + pseudo.rawValue) }
    if window != .full { t.append("window=\(window.rawValue)") }
    if xray { t.append(XRayToken.xray.rawValue) }
    if let focus { t.append("focus=\(focus)") }
    if let scroll { t.append("scroll=\(Self.format(scroll))") }
    for v in values { t.append("value:\(v.field)=\(v.text)") }
    return t
  }

  /// The default state of a form (the first token of every axis).
  public static func defaults(for spec: FormSpec) -> StateSet {
    // Defaults cannot fail: every axis has a first token.
    (try? parse([], for: spec))
      ?? StateSet(choices: [], keyboardWasGiven: false, xray: false, values: [])
  }

  /// Parses tokens in any order. Unknown tokens, two tokens of one axis, unknown fields and bad
  /// numbers are errors whose message lists the valid tokens.
  public static func parse(_ tokens: [String], for spec: FormSpec) throws(StateError) -> StateSet {
    var chosen: [String: String] = [:]
    var xray = false
    var focus: String?
    var scroll: Double?
    var values: [(field: String, text: String)] = []
    var floatingSpot: FloatingSpot?
    var window = WindowMode.full
    var locale: String?
    var pseudo: PseudoLanguage?
    let fields = spec.views.filter { $0.kind == .textField }.map(\.id)

    for raw in mergingFloatingPoints(tokens) {
      var token = raw.trimmingSpaces
      if token.isEmpty { continue }
      if token.hasPrefix("window=") {
        let text = String(token.dropFirst("window=".count))
        guard let mode = WindowMode(rawValue: text) else {
          throw StateError(
            message: "\(token): expected window="
              + WindowMode.allCases.map(\.rawValue).joined(separator: " | "), token: token)
        }
        window = mode
        continue
      }
      if token.hasPrefix(localeIs) {
        let code = String(token.dropFirst(localeIs.count))
        guard PseudoLanguage.isLanguageCode(code) else {
          throw StateError(
            message: "\(token): expected locale=LANGUAGE, a language code such as de, ar, "
              + "pt-BR or zh-Hans", token: token)
        }
        if let locale, locale != code {
          throw StateError(
            message: "'locale=\(locale)' and '\(token)' contradict each other: pick one language",
            token: token)
        }
        locale = code
        continue
      }
      if token.hasPrefix(pseudoIs) {
        let name = String(token.dropFirst(pseudoIs.count))
        guard let language = PseudoLanguage(rawValue: name) else {
          throw StateError(
            message: "\(token): expected pseudo="
              + PseudoLanguage.allCases.map(\.rawValue).joined(separator: " | "), token: token)
        }
        if let pseudo, pseudo != language {
          throw StateError(
            message: "'pseudo=\(pseudo.rawValue)' and '\(token)' contradict each other: pick one",
            token: token)
        }
        pseudo = language
        continue
      }
      if token.hasPrefix(floatingAt) {
        let text = String(token.dropFirst(floatingAt.count))
        guard let spot = FloatingSpot(text) else {
          throw StateError(
            message: "\(token): expected kb-floating@X,Y (points, the keyboard's top-left "
              + "corner) or kb-floating@top | bottom | leading | trailing | center", token: token)
        }
        if let floatingSpot, floatingSpot != spot {
          throw StateError(
            message: "two floating keyboard positions contradict each other: pick one",
            token: token)
        }
        floatingSpot = spot
        token = KeyboardToken.floating.rawValue
      }
      if TrackingCondition(token: token) != nil {
        throw StateError(
          message: "'\(token)' is a keyboard tracking condition for 'when' blocks; it follows "
            + "from where the keyboard is (try kb-floating@top)", token: token)
      }
      if token.hasPrefix("focus=") {
        let field = String(token.dropFirst("focus=".count))
        guard fields.contains(field) else {
          throw StateError(
            message:
              "focus=\(field): no text field named '\(field)'; text fields: \(fields.joined(separator: ", "))",
            token: token)
        }
        if let focus, focus != field {
          throw StateError(
            message:
              "'focus=\(focus)' and '\(token)' contradict each other: only one field has focus",
            token: token)
        }
        focus = field
        continue
      }
      if token.hasPrefix("scroll=") {
        let text = String(token.dropFirst("scroll=".count))
        guard let n = Double(text), n.isFinite else {
          throw StateError(
            message: "scroll=\(text): expected a number of points (scroll=120)", token: token)
        }
        scroll = n
        continue
      }
      if token.hasPrefix("value:") {
        let rest = token.dropFirst("value:".count)
        guard let eq = rest.firstIndex(of: "=") else {
          throw StateError(message: "\(token): expected value:FIELD=TEXT", token: token)
        }
        let field = String(rest[..<eq])
        guard fields.contains(field) else {
          throw StateError(
            message:
              "\(token): no text field named '\(field)'; text fields: \(fields.joined(separator: ", "))",
            token: token)
        }
        values.append((field, String(rest[rest.index(after: eq)...])))
        continue
      }
      if let kb = KeyboardToken(rawValue: token), kb != .hidden, spec.hasOnlyHiddenKeyboard {
        throw StateError(
          message: "'\(token)': form '\(spec.name)' has no text input (no textField, keyboard "
            + "view or keyboard-guide constraint), so it never shows a keyboard; its only "
            + "keyboard state is kb-hidden", token: token)
      }
      guard let axis = spec.axes.first(where: { $0.tokens.contains(token) }) else {
        throw StateError(
          message: "unknown state token '\(token)'"
            + (closestSpelling(to: token, in: spec.axes.flatMap(\.tokens))
              .map { " (did you mean '\($0)'?)" } ?? "")
            + ". Valid tokens:\n" + validTokens(spec),
          token: token)
      }
      if axis.isFlag {
        xray = true
        continue
      }
      if let previous = chosen[axis.name], previous != token {
        throw StateError(
          message:
            "'\(previous)' and '\(token)' contradict each other: both are \(axis.name) states; pick one of \(axis.tokens.joined(separator: " | "))",
          token: token)
      }
      chosen[axis.name] = token
    }
    let keyboardAxis = BuiltInAxis.keyboard.rawValue
    let isRegular = chosen[BuiltInAxis.sizeClass.rawValue] == SizeClassToken.regular.rawValue
    let keyboardWasGiven = chosen[keyboardAxis] != nil
    var choices: [(axis: String, token: String)] = []
    for axis in spec.axes where !axis.isFlag {
      choices.append((axis.name, chosen[axis.name] ?? axis.defaultToken ?? ""))
    }
    if let kb = chosen[keyboardAxis], KeyboardToken(rawValue: kb)?.isIPadOnly == true, !isRegular {
      throw StateError(
        message: "'\(kb)' is an iPad keyboard: use it with 'regular' (the iPhone has only "
          + "kb-hidden and kb-shown)", token: kb)
    }
    if window != .full, !isRegular {
      throw StateError(
        message: "'window=\(window.rawValue)' is iPad multitasking: use it with 'regular'",
        token: "window=\(window.rawValue)")
    }
    var state = StateSet(
      choices: choices, keyboardWasGiven: keyboardWasGiven, xray: xray, focus: focus,
      scroll: scroll, values: values, floatingSpot: floatingSpot, window: window, locale: locale,
      pseudo: pseudo)
    // Focusing a field raises the software keyboard unless a hardware keyboard is attached or
    // the state says kb-hidden.
    if focus != nil, !keyboardWasGiven, spec.device(state.sizeClass)?.hardwareKeyboard == false,
      let i = state.choices.firstIndex(where: { $0.axis == keyboardAxis })
    {
      state.choices[i].token = KeyboardToken.shown.rawValue
    }
    return state
  }

  /// `--state kb-floating@120,300` arrives split at the comma: join `kb-floating@120` and `300`.
  static func mergingFloatingPoints(_ tokens: [String]) -> [String] {
    var out: [String] = []
    for raw in tokens {
      let token = raw.trimmingSpaces
      if let last = out.last, last.hasPrefix(floatingAt), !last.contains(","),
        Double(last.dropFirst(floatingAt.count)) != nil, Double(token) != nil
      {
        out[out.count - 1] = last + "," + token
      } else {
        out.append(raw)
      }
    }
    return out
  }

  /// Every axis with its tokens, one per line (for error messages and `formshot states`).
  public static func validTokens(_ spec: FormSpec) -> String {
    var lines = spec.axes.map { axis in
      "  \(axis.name): " + axis.tokens.joined(separator: " | ")
        + (axis.isFlag
          ? " (flag)"
          : " (default \(axis.tokens.first ?? "")\(axis.isOptIn ? "; opt-in: axis \(axis.name): …" : ""))")
    }
    lines.append("  focus=FIELD, scroll=N, value:FIELD=TEXT")
    lines.append(
      "  locale=LANGUAGE (de, ar, …), pseudo="
        + PseudoLanguage.allCases.map(\.rawValue).joined(separator: "|"))
    lines.append(
      "  regular only: kb-floating@top|bottom|leading|trailing|center|X,Y, "
        + "window=split-half|slide-over")
    return lines.joined(separator: "\n")
  }

  /// `kb-floating@SPOT`: the floating keyboard at a spot.
  static let floatingAt = KeyboardToken.floating.rawValue + "@"
  static let localeIs = "locale="
  static let pseudoIs = "pseudo="
  /// The default tokens of the opt-in axes (left out of names).
  static let optInDefaults: [(String, String)] = BuiltInAxis.allCases.filter(\.isOptIn).map {
    ($0.rawValue, $0.tokens[0])
  }

  private static func format(_ v: Double) -> String { NumberFormat.exact.string(v) }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " || s.first == "\t" { s.removeFirst() }
    while s.last == " " || s.last == "\t" { s.removeLast() }
    return String(s)
  }
}

// Languages: the pseudo-languages Xcode offers for testing, and which languages read
// right to left.

/// One of Xcode's pseudo-languages (scheme → Options → App Language): each rewrites every
/// string the form shows, so layouts that only fit English show it.
public enum PseudoLanguage: String, Sendable, CaseIterable, Hashable {
  /// Every string twice ("Log in Log in"), as "Double-Length Pseudolanguage".
  case double
  /// Letters accented and the string about a third longer, in brackets so a cut end shows
  /// ("[Łöĝ îñ one]"), as "Accented Pseudolanguage".
  case accented
  /// Right-to-left layout with the strings left as they are, as "Right-to-Left
  /// Pseudolanguage".
  case rtl
  /// Brackets around each string ("[# Log in #]"), as "Bounded String Pseudolanguage".
  case bounded

  /// The string as the pseudo-language shows it.
  public func apply(_ text: String) -> String {
    if text.isEmpty { return text }
    switch self {
    case .double: return text + " " + text
    case .bounded: return "[# " + text + " #]"
    case .rtl: return text
    case .accented:
      let accented = String(String.UnicodeScalarView(text.unicodeScalars.map(Self.accent)))
      // About 35 % longer, brackets included, with whole padding words, as Xcode pads: the
      // number of words whose length comes closest.
      let target = Double(text.count) * 1.35
      var padding = ""
      var best = ""
      for word in Self.paddingWords {
        padding += " " + word
        let now = Double(text.count + 2 + padding.count)
        let before = Double(text.count + 2 + best.count)
        if abs(now - target) < abs(before - target) { best = padding } else { break }
      }
      return "[" + accented + best + "]"
    }
  }

  static let paddingWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
  ]

  static func accent(_ c: Unicode.Scalar) -> Unicode.Scalar {
    let map: [Character: String] = [
      "a": "å", "b": "ƀ", "c": "ç", "d": "đ", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î",
      "j": "ĵ", "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ",
      "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
      "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Đ", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î",
      "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
      "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
    return map[Character(c)]?.unicodeScalars.first ?? c
  }

  /// Languages written right to left (their layout mirrors): Arabic, Hebrew, Persian, Urdu,
  /// Yiddish, Pashto, Sindhi, Dhivehi, Central Kurdish, Uyghur.
  public static let rightToLeftLanguages: Set<String> = [
    "ar", "he", "fa", "ur", "yi", "ps", "sd", "dv", "ckb", "ug",
  ]

  /// Whether `code` (`ar`, `he-IL`, `ar_SA`) is a right-to-left language.
  public static func isRightToLeftLanguage(_ code: String) -> Bool {
    let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
    return language.map { rightToLeftLanguages.contains($0.lowercased()) } ?? false
  }

  /// A language code as iOS names `.lproj` folders: `de`, `pt-BR`, `zh-Hans`, `en_GB`.
  public static func isLanguageCode(_ code: String) -> Bool {
    let parts = code.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    guard let first = parts.first, (2...3).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy {
      (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}

/// A form's translations, read from the strings files of an iOS project (a String Catalog,
/// `Localizable.xcstrings`, and `LANG.lproj/Localizable.strings`) by whoever loads the form
/// (the facade); the resolver looks a view's text up by its key.
public struct StringTables: Sendable, Equatable {
  /// The language the form is written in (the catalog's `sourceLanguage`; `en` otherwise).
  public var developmentLanguage: String
  /// Language → key → translated text.
  public var translations: [String: [String: String]]
  /// Language → keys whose translation has plural (or device) variations, which formshot
  /// does not pick between: they show the development text and `check` reports them.
  public var variedKeys: [String: Set<String>]
  /// Keys marked "don't translate" in the catalog: the same text in every language.
  public var untranslatedKeys: Set<String>
  /// The files read, in order (for messages).
  public var files: [String]

  public init(
    developmentLanguage: String = "en", translations: [String: [String: String]] = [:],
    variedKeys: [String: Set<String>] = [:], untranslatedKeys: Set<String> = [],
    files: [String] = []
  ) {
    self.developmentLanguage = developmentLanguage
    self.translations = translations
    self.variedKeys = variedKeys
    self.untranslatedKeys = untranslatedKeys
    self.files = files
  }

  /// The languages with translations, sorted.
  public var languages: [String] { translations.keys.sorted() }

  /// The table for `language`: its own, else its base language's (`de-CH` → `de`).
  public func table(_ language: String) -> [String: String]? {
    if let t = translations[language] { return t }
    let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
    return base.flatMap { translations[$0] }
  }

  /// What a lookup of `key` in `language` finds.
  public enum Lookup: Equatable, Sendable {
    case translated(String)
    /// No translation: the development text is shown.
    case missing
    /// Plural or device variations: the development text is shown.
    case varied
  }

  public func lookup(_ key: String, in language: String) -> Lookup {
    if untranslatedKeys.contains(key) { return .translated(key) }
    if variedKeys[language]?.contains(key) == true { return .varied }
    if let text = table(language)?[key] { return .translated(text) }
    return .missing
  }
}

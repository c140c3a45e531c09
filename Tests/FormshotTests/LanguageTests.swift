// Languages: strings files next to the form, the bundled German and Arabic strings, missing
// translations and plural variants, the pseudo-languages, and right-to-left layout.
import FormLanguage
import FormState
import Foundation
import Geometry
import LayoutContract
import Testing

@testable import Formshot

@Suite struct LanguageTests {
  /// A temporary folder with a form and its strings files.
  static func folder(_ files: [String: String]) throws -> String {
    let dir = NSTemporaryDirectory() + "formshot-lang-\(UUID().uuidString)"
    for (name, text) in files {
      let path = dir + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    return dir
  }

  static let form = """
    form t
    screen s {
      label greeting "Hello" { pin-top 100; pin-leading 20 }
      label other "Goodbye" { below greeting 8; pin-leading 20 }
      button go "Continue" { key: "action.continue"; below other 8; pin-x 20; height = 50 }
      label count "%lld items" { below go 8; pin-leading 20 }
    }
    """

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } } },
        "action.continue" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiter" } } } },
        "%lld items" : { "localizations" : { "de" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Eintrag" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Einträge" } } } } } } }
      },
      "version" : "1.0"
    }
    """

  static func texts(_ document: FormDocument, _ tokens: [String]) throws -> [String: String] {
    let form = try document.resolve(try document.state(tokens))
    var out: [String: String] = [:]
    for item in form.items {
      switch item.kind {
      case .label(let l): out[item.id.rawValue] = l.text
      case .button(let b): out[item.id.rawValue] = b.title
      default: break
      }
    }
    return out
  }

  @Test func aCatalogTranslatesByTextOrKeyAndFallsBack() throws {
    let dir = try Self.folder(["t.form": Self.form, "Localizable.xcstrings": Self.catalog])
    let document = try FormDocument.load(path: dir + "/t.form")
    let de = try Self.texts(document, ["locale=de"])
    #expect(de["greeting"] == "Hallo")
    #expect(de["go"] == "Weiter")  // looked up by its `key:`
    #expect(de["other"] == "Goodbye")  // missing: the development text
    #expect(de["count"] == "%lld items")  // plural variants: not picked, not mis-rendered
    #expect(try Self.texts(document, [])["go"] == "Continue")
  }

  /// `check` names each missing translation and each plural entry, with key and language.
  @Test func aMissingTranslationWarns() throws {
    let dir = try Self.folder(["t.form": Self.form, "Localizable.xcstrings": Self.catalog])
    let document = try FormDocument.load(path: dir + "/t.form")
    let warnings = FormChecker.check(document.spec).filter { !$0.isError }.map(\.description)
    #expect(
      warnings.contains {
        $0.hasSuffix("t.form:4:9: warning: no de translation for 'Goodbye' in Localizable.xcstrings: it shows the development language (en)")
      }, "\(warnings)")
    #expect(
      warnings.contains { $0.contains("'%lld items' has plural variants in de") }, "\(warnings)")
    #expect(!warnings.contains { $0.contains("'Hello'") || $0.contains("action.continue") })
  }

  @Test func lprojStringsFilesAreRead() throws {
    let strings = """
      /* The greeting */
      "Hello" = "Hallo \\"du\\"";
      // a line comment
      "Goodbye" = "Tsch\\U00fcss";
      """
    let dir = try Self.folder(["t.form": Self.form, "de.lproj/Localizable.strings": strings])
    let de = try Self.texts(try FormDocument.load(path: dir + "/t.form"), ["locale=de"])
    #expect(de["greeting"] == "Hallo \"du\"")
    #expect(de["other"] == "Tschüss")
  }

  @Test func aBrokenStringsFileIsALocatedError() throws {
    let dir = try Self.folder([
      "t.form": Self.form, "de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\"\n\"Goodbye\" = \"x\";\n",
    ])
    do {
      _ = try FormDocument.load(path: dir + "/t.form")
      Issue.record("a broken .strings file loaded")
    } catch {
      #expect(
        error.description.hasPrefix(
          dir + "/de.lproj/Localizable.strings:2:1: error: expected ';' after the entry"),
        "\(error.description)")
    }
    let badJSON = try Self.folder(["t.form": Self.form, "Localizable.xcstrings": "{\n  \"strings\": [,]\n}"])
    #expect(throws: FormshotError.self) { _ = try FormDocument.load(path: badJSON + "/t.form") }
  }

  /// A form can name its strings files (`strings: "…"`, relative to the form): they are read
  /// instead of looking beside the form, a named `.strings` file winning over a named catalog.
  @Test func aFormNamesItsStringsFiles() throws {
    let named = Self.form.replacingOccurrences(
      of: "form t\n",
      with: "form t\nstrings: \"Localization/Localizable.xcstrings\"\n"
        + "strings: \"Localization/de.lproj/Main.strings\"\n")
    let dir = try Self.folder([
      "t.form": named,
      "Localization/Localizable.xcstrings": Self.catalog,
      "Localization/de.lproj/Main.strings": "\"Goodbye\" = \"Tschüss\";\n",
      // beside the form but not named: not read
      "Localizable.xcstrings": Self.catalog.replacingOccurrences(of: "Hallo", with: "Servus"),
    ])
    let document = try FormDocument.load(path: dir + "/t.form")
    let de = try Self.texts(document, ["locale=de"])
    #expect(de["greeting"] == "Hallo")
    #expect(de["other"] == "Tschüss")
    #expect(de["go"] == "Weiter")
    #expect(document.spec.strings.files.map { ($0 as NSString).lastPathComponent }
      == ["Localizable.xcstrings", "Main.strings"])
  }

  /// A named strings file that is missing is an error where the form names it, with a caret.
  @Test func aMissingNamedStringsFileIsALocatedError() throws {
    let named = Self.form.replacingOccurrences(
      of: "form t\n", with: "form t\nstrings: \"Localization/Localizable.xcstrings\"\n")
    let dir = try Self.folder(["t.form": named])
    do {
      _ = try FormDocument.load(path: dir + "/t.form")
      Issue.record("a form naming a missing strings file loaded")
    } catch {
      #expect(
        error.description.hasPrefix(
          dir + "/t.form:2:10: error: strings file 'Localization/Localizable.xcstrings' not found"),
        "\(error.description)")
      #expect(error.description.contains("^"), "\(error.description)")
    }
    // Not a strings file at all, or named inside a view: parse errors, located.
    let (_, wrongKind) = FormParser.parse(
      "form t\nstrings: \"Localizable.json\"\nscreen s {}\n", path: "t.form")
    #expect(
      wrongKind.map(\.description).contains {
        $0.hasPrefix("t.form:2:10: error: a strings file is a String Catalog")
      }, "\(wrongKind)")
    let (_, inView) = FormParser.parse(
      "form t\nscreen s {\n  strings: \"Localizable.xcstrings\"\n}\n", path: "t.form")
    #expect(
      inView.map(\.description).contains {
        $0.hasPrefix("t.form:3:12: error: strings files are named at the top level")
      }, "\(inView)")
    let (_, inWhen) = FormParser.parse(
      "form t\nwhen dark {\n  strings: \"Localizable.xcstrings\"\n}\nscreen s {}\n", path: "t.form")
    #expect(
      inWhen.map(\.description).contains {
        $0.hasPrefix("t.form:3:12: error: strings files are named at the top level, outside 'when'")
      }, "\(inWhen)")
  }

  /// The bundled sign-up form ships German and Arabic: every text it shows is translated.
  @Test func theSignUpFormSpeaksGermanAndArabic() throws {
    let signup = try FormDocument.bundled("signup")
    #expect(signup.spec.strings.languages == ["ar", "de"])
    #expect(FormChecker.check(signup.spec).isEmpty)
    let de = try Self.texts(signup, ["locale=de"])
    #expect(de["cta"] == "Konto erstellen")
    #expect(de["row-tz.lbl"] == "Zeitzone für Erinnerungen")
    let ar = try signup.resolve(try signup.state(["locale=ar"]))
    #expect(ar.environment.layoutDirection == .rightToLeft)
    #expect(try Self.texts(signup, ["locale=ar"])["cta"] == "إنشاء حساب")
    #expect(try signup.resolve(try signup.state(["locale=de"])).environment.layoutDirection == .leftToRight)
    #expect(try signup.state(["locale=ar"]).canonicalTokens.last == "locale=ar")
  }

  @Test func pseudoLanguagesRewriteEveryString() throws {
    let signup = try FormDocument.bundled("signup")
    #expect(try Self.texts(signup, ["pseudo=double"])["cta"] == "Create account Create account")
    #expect(try Self.texts(signup, ["pseudo=bounded"])["cta"] == "[# Create account #]")
    let accented = try #require(try Self.texts(signup, ["pseudo=accented"])["cta"])
    #expect(accented.hasPrefix("[Çŕéåţé åççöûñţ") && accented.hasSuffix("]"))
    // About 30–40 % longer (whole padding words: a short string lands near it).
    #expect(abs(Double(accented.count) / 14 - 1.35) <= 0.15, "\(accented)")
    let sub = try #require(try Self.texts(signup, ["pseudo=accented"])["sub"])
    let original = "One login for every dashboard. Tap a field to raise the keyboard."
    let growth = Double(sub.count) / Double(original.count)
    #expect(growth >= 1.3 && growth <= 1.4, "\(sub)")
    // Right-to-left pseudo-language: mirrored layout, the text as it is.
    let rtl = try signup.resolve(try signup.state(["pseudo=rtl"]))
    #expect(rtl.environment.layoutDirection == .rightToLeft)
    #expect(try Self.texts(signup, ["pseudo=rtl"])["cta"] == "Create account")
  }

  @Test func badLanguageTokensAreErrors() throws {
    let signup = try FormDocument.bundled("signup")
    #expect(throws: FormshotError.self) { _ = try signup.state(["locale=123"]) }
    #expect(throws: FormshotError.self) { _ = try signup.state(["pseudo=long"]) }
    #expect(throws: FormshotError.self) { _ = try signup.state(["locale=de", "locale=ar"]) }
  }
}

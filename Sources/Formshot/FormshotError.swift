import CairoBackend
import FormLanguage
import FormState
import Scene

/// Everything the library can fail with, one case per stage, each carrying that stage's own
/// error, so callers can switch on what went wrong instead of parsing a message.
///
/// `description` is a plain located sentence (`signup.form:3:7: error: …`, with the source line
/// and a caret for form diagnostics), the way the stage's own error describes itself; how it is
/// shown (prefixes, exit status) is the caller's business — the `formshot` command decides that.
public enum FormshotError: Error, CustomStringConvertible {
  /// A form file could not be read.
  case file(path: String, FileProblem)
  /// No form of that name ships with formshot; `available` lists those that do.
  case unknownBundledForm(name: String, available: [String])
  /// The form text has errors: every diagnostic the parser reported (warnings too), with the
  /// text they point into, so they can be shown with carets.
  case diagnostics([Diagnostic], source: String)
  /// State tokens that do not fit the form (unknown token, contradiction); `path` is the form's.
  case state(StateError, path: String)
  /// The form cannot be built in this state; `path` is the form's, for errors without a location.
  case resolve(ResolveError, path: String)
  /// The pinned fonts could not be loaded (names the Debian package to install).
  case fonts(FontError)
  /// The theme was not found, does not parse, or lacks a colour role the form names.
  case theme(ThemeError)
  /// Cairo could not paint or encode the display list (canvas too large, cairo or PNG error).
  case render(RenderError)

  /// Why a form file could not be read.
  public enum FileProblem: Sendable, Equatable {
    case noSuchFile
    case isFolder
  }

  public var description: String {
    switch self {
    case .file(let path, .noSuchFile): return "\(path): error: no such file"
    case .file(let path, .isFolder): return "\(path): error: is a folder, not a form file"
    case .unknownBundledForm(let name, let available):
      return "no bundled form named '\(name)'; bundled: " + available.joined(separator: ", ")
    case .diagnostics(let diagnostics, let source): return diagnostics.rendered(source: source)
    case .state(let error, let path): return "\(path): error: \(error.message)"
    case .resolve(let error, let path):
      return "\(error.location.map { "\($0)" } ?? path): error: \(error.message)"
    case .fonts(let error): return "\(error)"
    case .theme(let error): return "\(error)"
    case .render(let error): return "cannot render: \(error)"
    }
  }
}

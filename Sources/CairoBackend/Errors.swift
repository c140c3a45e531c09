// The errors of the Cairo backend. Each carries a message a user can act on.
import PNG

// MARK: - Fonts

/// Why the pinned fonts could not be loaded.
public enum FontError: Error, Equatable, CustomStringConvertible {
  /// A pinned font file is not on disk; install the named Debian package.
  case missingFontFile(path: String, debianPackage: String)
  /// fontconfig refused a font file that exists (unreadable or not a font).
  case unreadableFontFile(path: String)
  /// fontconfig or Pango could not create the private configuration / font map.
  case setupFailed(String)

  public var description: String {
    switch self {
    case .missingFontFile(let path, let package):
      return "font file \(path) is missing: install the Debian package \(package) "
        + "(apt-get install \(package))"
    case .unreadableFontFile(let path):
      return "fontconfig could not load the font file \(path) (unreadable or not a font)"
    case .setupFailed(let message):
      return "font setup failed: \(message)"
    }
  }
}

// MARK: - Rendering

/// Why a display list could not be rendered.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// The canvas size × scale is not a drawable pixel size (≤ 0, not finite, or too large).
  case invalidCanvas(width: Double, height: Double, scale: Double, reason: String)
  /// Cairo reported an error status while drawing or writing.
  case cairo(stage: String, status: String)
  /// Encoding the PNG failed.
  case png(PNGError)

  public var description: String {
    switch self {
    case .invalidCanvas(let w, let h, let s, let reason):
      return "cannot render a \(w)×\(h) pt canvas at scale \(s): \(reason)"
    case .cairo(let stage, let status):
      return "cairo error while \(stage): \(status)"
    case .png(let error):
      return error.description
    }
  }
}

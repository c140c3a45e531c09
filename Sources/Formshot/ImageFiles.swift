import CairoBackend
import FormLanguage
import Foundation
import Geometry
import LayoutVocabulary
import PNG
import VectorImages

/// Reads the image files (PNG, PDF, SVG) a form's `image` views name, once, when the form is loaded: a missing or
/// unreadable file is a located error there (so `check` reports it), never a blank at render.
enum ImageFiles {
  /// The scales UIKit's `@Nx` naming knows.
  static let scales = [1, 2, 3]

  /// Every image the spec names, by `source:` text; or the located errors.
  static func load(_ spec: FormSpec) -> (images: [String: ImageAsset], errors: [Diagnostic]) {
    let folder = (spec.path as NSString).deletingLastPathComponent
    var images: [String: ImageAsset] = [:]
    var errors: [Diagnostic] = []
    var sourced: Set<String> = []
    for rule in spec.rules {
      guard case .property(let item, ViewProperty.source.rawValue, .string(let source)) = rule.action
      else { continue }
      sourced.insert(item)
      if images[source] != nil { continue }
      switch asset(source, folder: folder) {
      case .success(let asset): images[source] = asset
      case .failure(let failure): errors.append(Diagnostic(.error, rule.location, failure.message))
      }
    }
    let symbols = Set(
      spec.rules.compactMap { rule -> String? in
        guard case .property(let item, ViewProperty.symbol.rawValue, _) = rule.action else {
          return nil
        }
        return item
      })
    let configured = Set(
      spec.rules.compactMap { rule -> String? in
        guard case .property(let item, ViewProperty.configuration.rawValue, _) = rule.action else {
          return nil
        }
        return item
      })
    for rule in spec.rules {
      guard case .property(let item, ViewProperty.symbol.rawValue, _) = rule.action,
        spec.view(item)?.kind == .button, !configured.contains(item)
      else { continue }
      errors.append(
        Diagnostic(
          .error, rule.location,
          "a button's `symbol:` needs a `configuration:` (plain, gray, tinted, filled, bordered, "
            + "borderedProminent)"))
    }
    for view in spec.views where view.kind == .image {
      if sourced.contains(view.id) && symbols.contains(view.id) {
        errors.append(
          Diagnostic(
            .error, view.location,
            "image '\(view.id)' has both a `source:` and a `symbol:`; give it one of them"))
      } else if !sourced.contains(view.id) && !symbols.contains(view.id) {
        errors.append(
          Diagnostic(
            .error, view.location,
            "image '\(view.id)' needs a `source: \"FILE.png\"` or a `symbol: \"NAME\"`"))
      }
    }
    return (images, errors)
  }

  struct Failure: Error { var message: String }

  /// `avatar.png` → `avatar.png` (1×), `avatar@2x.png`, `avatar@3x.png`, whichever exist; a
  /// name that has its own `@2x` is that one file at that scale. A PDF or SVG (`logo.svg`) is
  /// drawn at each scale, its page's size in points.
  static func asset(_ source: String, folder: String) -> Result<ImageAsset, Failure> {
    let path = source.hasPrefix("/") || folder.isEmpty ? source : folder + "/" + source
    if let format = VectorFormat(fileName: path) {
      return vectorAsset(source, path: path, format: format)
    }
    let ns = path as NSString
    let ext = ns.pathExtension
    var stem = ns.deletingPathExtension
    var candidates: [(scale: Int, path: String)] = []
    if let written = scales.first(where: { stem.hasSuffix("@\($0)x") }) {
      candidates = [(written, path)]
    } else {
      for scale in scales {
        let name = scale == 1 ? stem : stem + "@\(scale)x"
        candidates.append((scale, ext.isEmpty ? name : name + "." + ext))
      }
    }
    var variants: [ImageVariant] = []
    for (scale, file) in candidates {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      do {
        variants.append(ImageVariant(scale: scale, pixels: try PNGCodec.decode([UInt8](data))))
      } catch {
        return .failure(Failure(message: "cannot read image '\(file)': \(error)"))
      }
    }
    stem = candidates.map { ($0.path as NSString).lastPathComponent }.joined(separator: ", ")
    guard !variants.isEmpty else {
      let looked = folder.isEmpty ? "the working folder" : "'\(folder)'"
      return .failure(Failure(message: "image '\(source)' not found (looked for \(stem) in \(looked))"))
    }
    return .success(ImageAsset(source: source, variants: variants))
  }

  static func vectorAsset(_ source: String, path: String, format: VectorFormat) -> Result<ImageAsset, Failure> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(Failure(message: "image '\(source)' not found (looked for '\(path)')"))
    }
    var variants: [ImageVariant] = []
    for (scale, result) in vectorVariants([UInt8](data), format: format) {
      switch result {
      case .success(let variant): variants.append(variant)
      case .failure(.libraryMissing):
        let library = format == .pdf ? "Poppler (libpoppler-glib8)" : "librsvg (librsvg2-2)"
        return .failure(Failure(message: "cannot draw image '\(path)': \(library) is not installed (scripts/setup installs it)"))
      case .failure(.badSize):
        return .failure(Failure(message: "cannot draw image '\(path)': its page has no size, or is over 4096 pixels a side at \(scale)x, or the file over 16 MB"))
      case .failure(.unreadable):
        return .failure(Failure(message: "cannot read image '\(path)': not \(format == .pdf ? "a PDF" : "an SVG") document"))
      }
    }
    return .success(ImageAsset(source: source, variants: variants))
  }

  /// A vector file drawn at each of UIKit's scales, as Xcode rasterizes one at build time.
  static func vectorVariants(_ bytes: [UInt8], format: VectorFormat) -> [(scale: Int, result: Result<ImageVariant, VectorImageError>)] {
    scales.map { scale in
      // Under the font lock: a PDF's or SVG's text is drawn through cairo's shared font faces.
      let drawn = FontFaceLock.withLock { VectorImage.rasterize(bytes, format: format, scale: scale) }
      return (scale, drawn.map { ImageVariant(scale: scale, pixels: $0.pixels) })
    }
  }
}

// Vector images (PDF, SVG) as pixels: Xcode turns an asset catalog's vector image into bitmaps
// at build time, at the image's own size in points, so formshot draws it the same way.
import CVectorImage
import Geometry

/// The vector formats an asset catalog's image set can hold.
public enum VectorFormat: Sendable {
  case pdf
  case svg

  /// The format of a file by its extension (`icon.pdf`, `logo.SVG`), nil for any other.
  public init?(fileName: String) {
    let lower = fileName.lowercased()
    if lower.hasSuffix(".pdf") {
      self = .pdf
    } else if lower.hasSuffix(".svg") {
      self = .svg
    } else {
      return nil
    }
  }
}

/// Why a vector file gave no image.
public enum VectorImageError: Error, Equatable, Sendable {
  /// Poppler (PDF) or librsvg (SVG) is not installed (`scripts/setup` installs both).
  case libraryMissing
  /// The bytes are not a document of that format.
  case unreadable
  /// The page has no size, or is larger than 4096 pixels a side at that scale, or the file is
  /// over 16 MB (`maximumFileSize`: no icon is; a hostile one could take long to draw).
  case badSize
}

public enum VectorImage {
  /// The largest file drawn, in bytes.
  public static let maximumFileSize = 16 << 20

  /// The first page of `data` drawn at `scale` pixels per point (1 to 4), as large as the page
  /// (its size in points times `scale`, rounded up), with the page's own size in points.
  /// The libraries are opened the first time they are needed (not at start-up).
  public static func rasterize(
    _ data: [UInt8], format: VectorFormat, scale: Int
  ) -> Result<(pixels: PixelImage, points: Size), VectorImageError> {
    guard data.count <= maximumFileSize else { return .failure(.badSize) }
    var rgba: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    var pointsWidth = 0.0
    var pointsHeight = 0.0
    let kind = format == .pdf ? Int32(FS_VECTOR_PDF.rawValue) : Int32(FS_VECTOR_SVG.rawValue)
    let status = data.withUnsafeBufferPointer { buffer in
      fs_vector_rasterize(
        kind, buffer.baseAddress, buffer.count, Int32(scale), &rgba, &width, &height, &pointsWidth,
        &pointsHeight)
    }
    switch status {
    case 0: break
    case -1: return .failure(.libraryMissing)
    case -3: return .failure(.badSize)
    default: return .failure(.unreadable)
    }
    guard let rgba else { return .failure(.unreadable) }
    defer { fs_vector_free(rgba) }
    let count = Int(width) * Int(height) * 4
    let pixels = PixelImage(
      width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: rgba, count: count)))
    return .success((pixels, Size(width: pointsWidth, height: pointsHeight)))
  }
}

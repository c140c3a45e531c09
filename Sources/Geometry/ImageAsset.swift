/// An image a form names (`image NAME { source: "avatar.png" }`), decoded once when the form is
/// loaded, with every `@2x`/`@3x` file found next to it, so layout and painting never read files.

/// One file of an image: its pixels and the scale its name says (`@2x` → 2, none → 1).
public struct ImageVariant: Sendable, Equatable {
  public var scale: Int
  public var pixels: PixelImage
  public init(scale: Int, pixels: PixelImage) {
    self.scale = scale
    self.pixels = pixels
  }
  /// The size in points (pixels ÷ scale), as `UIImage.size` reports it.
  public var pointSize: Size {
    Size(width: Double(pixels.width) / Double(scale), height: Double(pixels.height) / Double(scale))
  }
}

/// Every scale variant of one image, lowest scale first.
public struct ImageAsset: Sendable, Equatable {
  /// The name as the form wrote it (`avatar.png`).
  public var source: String
  public var variants: [ImageVariant]
  public init(source: String, variants: [ImageVariant]) {
    self.source = source
    self.variants = variants.sorted { $0.scale < $1.scale }
  }

  /// The file UIKit would load for a screen `scale`: the exact `@Nx` file; else the nearest
  /// larger one (drawn smaller, staying sharp); else the largest smaller one.
  public func variant(for scale: Double) -> ImageVariant? {
    let wanted = Int(scale.rounded())
    if let exact = variants.first(where: { $0.scale == wanted }) { return exact }
    if let larger = variants.first(where: { $0.scale > wanted }) { return larger }
    return variants.last
  }
}

/// One axis of a source's state matrix, as snapshot names and the docs gallery need it. The
/// source says which tokens are traits and how each token reads, so this module knows no
/// form's words.
public struct SnapshotAxis: Sendable, Equatable {
  public var name: String
  /// The axis's tokens; a docs gallery row shows a side-by-side axis's states in this order.
  public var tokens: [String]
  /// Its tokens go into the `{traits}` part of a snapshot name (size class, appearance).
  public var isTrait: Bool
  /// States that differ only on this axis share one docs gallery row, side by side
  /// (appearance: light beside dark).
  public var isSideBySide: Bool
  /// How each token reads in a docs caption ("kb-shown" → "keyboard shown"). A token without
  /// one reads as itself with dashes as spaces.
  public var captions: [String: String]

  public init(
    name: String, tokens: [String], isTrait: Bool = false, isSideBySide: Bool = false,
    captions: [String: String] = [:]
  ) {
    self.name = name
    self.tokens = tokens
    self.isTrait = isTrait
    self.isSideBySide = isSideBySide
    self.captions = captions
  }
}

extension SnapshotSource {
  /// The tokens of the trait axes, for `{traits}` in snapshot names.
  public var traitTokens: [String] { axes.filter(\.isTrait).flatMap(\.tokens) }
}

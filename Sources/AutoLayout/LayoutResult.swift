// Stage 4's output: where every item ended up, and what the engine had to give up on.
import LayoutContract
import LayoutVocabulary
import Geometry

/// Solved frames of one resolved form, in canvas coordinates (scroll offsets applied).
public struct LayoutResult: Sendable, Equatable {
  /// Every item's frame, in the form's item order.
  public var frames: [(id: ItemID, frame: Rect)]
  /// The final content offset (y) of each scroll view, in item order.
  public var contentOffsets: [(id: ItemID, offset: Double)]
  /// Required constraints that could not be satisfied and were broken (UIKit's
  /// "Unable to simultaneously satisfy constraints").
  public var brokenConstraints: [BrokenConstraint]
  /// Items whose position or size is not determined by the constraints (UIKit
  /// `hasAmbiguousLayout`), in item order.
  public var ambiguousItems: [ItemID]
  /// Constraints the engine generated for stack views (`UISV-…`), which the form does not
  /// list; the inspector shows them with the form's.
  public var generatedConstraints: [LayoutConstraint]
  /// What is free about each ambiguous item, per axis (the same items as `ambiguousItems`), so
  /// a report can name the axis and the likely cause.
  public var ambiguities: [Ambiguity]
  /// The measured size of each symbol image (`Symbol.metrics`), by item: the scene places a
  /// symbol at its own size for content modes that do not scale it (`center`, `leading`, …).
  public var symbolSizes: [ItemID: Size]
  /// The measured title width of each item whose content is a symbol and title (a configured
  /// button) or a classic button with an image, by item: the scene centres title and image as
  /// a group.
  public var titleWidths: [ItemID: Double]
  /// Guides whose insets, worked out from the frames between passes (a subview's safe area,
  /// margins that follow it), were still changing after the last round the engine allows.
  public var unsettledGuides: [ItemID]

  public init(
    frames: [(id: ItemID, frame: Rect)], contentOffsets: [(id: ItemID, offset: Double)] = [],
    brokenConstraints: [BrokenConstraint] = [], ambiguousItems: [ItemID] = [],
    generatedConstraints: [LayoutConstraint] = [], ambiguities: [Ambiguity] = [],
    symbolSizes: [ItemID: Size] = [:], titleWidths: [ItemID: Double] = [:],
    unsettledGuides: [ItemID] = []
  ) {
    self.unsettledGuides = unsettledGuides
    self.symbolSizes = symbolSizes
    self.titleWidths = titleWidths
    self.ambiguities = ambiguities
    self.generatedConstraints = generatedConstraints
    self.frames = frames
    self.contentOffsets = contentOffsets
    self.brokenConstraints = brokenConstraints
    self.ambiguousItems = ambiguousItems
  }

  /// The frame of `id` (linear search; forms have tens of items).
  public func frame(_ id: ItemID) -> Rect? { frames.first { $0.id == id }?.frame }

  /// The final content offset of scroll view `id` (0 when it did not scroll).
  public func contentOffset(_ id: ItemID) -> Double {
    contentOffsets.first { $0.id == id }?.offset ?? 0
  }

  public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
    a.frames.map(\.id) == b.frames.map(\.id) && a.frames.map(\.frame) == b.frames.map(\.frame)
      && a.contentOffsets.map(\.id) == b.contentOffsets.map(\.id)
      && a.contentOffsets.map(\.offset) == b.contentOffsets.map(\.offset)
      && a.brokenConstraints == b.brokenConstraints && a.ambiguousItems == b.ambiguousItems
      && a.generatedConstraints == b.generatedConstraints && a.ambiguities == b.ambiguities
      && a.symbolSizes == b.symbolSizes && a.titleWidths == b.titleWidths
      && a.unsettledGuides == b.unsettledGuides
  }
}

/// A required constraint the engine broke to keep going, with the conflict that forced it.
public struct BrokenConstraint: Sendable, Equatable {
  /// The constraint that was broken: the lowest-priority one of the conflict; among equals a
  /// fixed size being added, else a written pin to a superview's bottom or trailing edge, else
  /// the one added last.
  public var broken: LayoutConstraint
  /// The constraints that together could not be satisfied (including `broken`).
  public var conflicting: [LayoutConstraint]
  public init(broken: LayoutConstraint, conflicting: [LayoutConstraint]) {
    self.broken = broken
    self.conflicting = conflicting
  }
}

/// One axis of an ambiguous item: whether its position (left/top) and its size (width/height)
/// are left free by the constraints.
public struct Ambiguity: Sendable, Equatable {
  public var item: ItemID
  public var axis: AnchorAttribute.Axis
  public var positionIsFree: Bool
  public var sizeIsFree: Bool
  public init(item: ItemID, axis: AnchorAttribute.Axis, positionIsFree: Bool, sizeIsFree: Bool) {
    self.item = item
    self.axis = axis
    self.positionIsFree = positionIsFree
    self.sizeIsFree = sizeIsFree
  }
}

// What X-ray shows about the keyboard layout guide: where it is relative to the window's
// edges and which tracking sets (`when kb-near-…` / `when kb-away-…` blocks) are active.
import Geometry
import LayoutVocabulary

/// The keyboard layout guide's tracking state in one resolved form.
public struct KeyboardTracking: Sendable, Equatable {
  /// The guide's frame in window coordinates, as the resolver placed it.
  public var guideFrame: Rect
  public var followsUndockedKeyboard: Bool
  /// The edges the guide is near (`top`, `leading`, `bottom`, `trailing` order).
  public var nearEdges: [String]
  /// Points within which an edge counts as near.
  public var threshold: Double
  /// Every `when` block that tests a tracking condition, in source order.
  public var sets: [TrackingSet]

  public init(
    guideFrame: Rect, followsUndockedKeyboard: Bool, nearEdges: [String], threshold: Double,
    sets: [TrackingSet]
  ) {
    self.guideFrame = guideFrame
    self.followsUndockedKeyboard = followsUndockedKeyboard
    self.nearEdges = nearEdges
    self.threshold = threshold
    self.sets = sets
  }
}

/// One tracking constraint set (UIKit `setConstraints(_:activeWhenNearEdge:)`).
public struct TrackingSet: Sendable, Equatable {
  /// The block's condition as written (`kb-near-top`, `kb-away-leading and kb-away-trailing`).
  public var condition: String
  public var isActive: Bool
  /// Where the `when` block starts.
  public var location: SourceLocation
  public init(condition: String, isActive: Bool, location: SourceLocation) {
    self.condition = condition
    self.isActive = isActive
    self.location = location
  }
}

/// The words every front end and every stage share: anchor attributes, relations, priorities,
/// source locations, and the one way constraints and numbers are printed.
///
/// A leaf module with no dependencies, so that the `.form` parser, a future Interface Builder
/// reader, the layout contract and the stages all speak the same vocabulary without linking
/// each other.
///
/// Decisions: attributes keep the names UIKit gives them (`NSLayoutConstraint.Attribute`);
/// `Relation` prints as it is written in a form (`=`, `<=`, `>=`); printing lives in
/// `NumberFormat` and `ConstraintEquation` so the log, the inspector, the JSON writers and the
/// parser's messages cannot drift apart.

/// A layout attribute (`top`, `leadingMargin`, …): the subset of NSLayoutConstraint.Attribute
/// that forms use. A constraint keeps the attribute it was written with.
public enum AnchorAttribute: String, Sendable, Hashable, Codable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin

  public enum Axis: String, Sendable { case horizontal, vertical }
  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin:
      return .horizontal
    default: return .vertical
    }
  }
  public var isSize: Bool { self == .width || self == .height }
}

/// How the two sides of a constraint compare (NSLayoutConstraint.Relation).
public enum Relation: String, Sendable, Hashable, Codable {
  case equal = "="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}

/// UIKit's layout priority, 1…1000.
public struct LayoutPriority: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  public var rawValue: Double
  public init(_ rawValue: Double) { self.rawValue = rawValue }
  public static let required = LayoutPriority(1000)
  public static let defaultHigh = LayoutPriority(750)
  public static let defaultLow = LayoutPriority(250)
  public var isRequired: Bool { rawValue >= 1000 }
  public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
  /// `750`, `749.5`: as written, so `@750` in a log reads like the form.
  public var description: String { NumberFormat.exact.string(rawValue) }
}

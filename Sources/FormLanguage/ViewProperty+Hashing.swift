// Hashing and comparing a property by its case, not by its name.

extension ViewProperty {
  /// The case's position in the declaration (`allCases` order), read from the enum's one-byte
  /// tag: a no-payload enum of fewer than 256 cases is stored as its case index.
  /// `ViewPropertyHashingTests` checks it against `allCases` for every case.
  @inlinable public var ordinal: Int {
    Int(withUnsafeBytes(of: self) { $0[0] })
  }

  /// By case. A `String` raw-value enum otherwise takes `RawRepresentable`'s `==` and
  /// `hash(into:)`, which spell out the name and hash its bytes: the resolver reads a view's
  /// properties through dictionaries keyed by property, a few dozen reads per view and state,
  /// and that hashing was about a fifth of resolving (`formshot check`'s largest stage).
  @inlinable public static func == (lhs: ViewProperty, rhs: ViewProperty) -> Bool {
    lhs.ordinal == rhs.ordinal
  }

  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(UInt8(truncatingIfNeeded: ordinal))
  }
}

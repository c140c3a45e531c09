import FormLanguage
import Testing

/// `ViewProperty` compares and hashes by its case (`ViewProperty+Hashing.swift`): the ordinal
/// it reads from the enum's tag must be each case's place in `allCases`, and equality and
/// dictionary lookups must agree with the names.
@Suite struct ViewPropertyHashingTests {
  @Test func ordinalIsThePlaceInAllCases() {
    #expect(MemoryLayout<ViewProperty>.size == 1)
    for (index, property) in ViewProperty.allCases.enumerated() {
      #expect(property.ordinal == index, "\(property.rawValue)")
    }
  }

  @Test func equalityAndLookupsFollowTheNames() {
    let all = ViewProperty.allCases
    var byProperty: [ViewProperty: String] = [:]
    for p in all { byProperty[p] = p.rawValue }
    #expect(byProperty.count == all.count)
    for p in all {
      #expect(byProperty[p] == p.rawValue)
      #expect(ViewProperty(rawValue: p.rawValue) == p)
      for q in all where q.rawValue != p.rawValue { #expect(p != q) }
    }
    #expect(Set(all.map { $0 }).count == all.count)
  }
}

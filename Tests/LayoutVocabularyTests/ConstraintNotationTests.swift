// Both dialects of the constraint notation, for every shape a constraint takes.
import LayoutVocabulary
import Testing

@Suite struct ConstraintNotationTests {
  func eq(
    _ first: String, _ relation: Relation = .equal, _ second: String? = nil,
    times multiplier: Double = 1, _ constant: Double = 0, priority: Double = 1000,
    asWritten: String? = nil
  ) -> ConstraintEquation {
    ConstraintEquation(
      first: first, relation: relation, second: second, multiplier: multiplier,
      constant: constant, priority: LayoutPriority(priority), constantAsWritten: asWritten)
  }

  @Test func constantSignsInBothDialects() {
    let plus = eq("email.top", .equal, "name.bottom", 8)
    #expect(plus.notation(.inspector) == "email.top = name.bottom + 8")
    #expect(plus.notation(.log) == "email.top == name.bottom + 8 @1000")
    let minus = eq("cta.bottom", .equal, "kbd.top", -8)
    #expect(minus.notation(.inspector) == "cta.bottom = kbd.top − 8")
    #expect(minus.notation(.log) == "cta.bottom == kbd.top - 8 @1000")
    let none = eq("a.leading", .equal, "b.leading", -0.0)
    #expect(none.notation(.inspector) == "a.leading = b.leading")
    #expect(none.notation(.log) == "a.leading == b.leading @1000")
  }

  @Test func relationsInBothDialects() {
    let le = eq("v.width", .lessThanOrEqual, "row.width", -104)
    #expect(le.notation(.inspector) == "v.width ≤ row.width − 104")
    #expect(le.notation(.log) == "v.width <= row.width - 104 @1000")
    let ge = eq("v.width", .greaterThanOrEqual, nil, 10)
    #expect(ge.notation(.inspector) == "v.width ≥ 10")
    #expect(ge.notation(.log) == "v.width >= 10 @1000")
  }

  @Test func multipliersAndPriorities() {
    let scaled = eq("email.width", .equal, "name.width", times: 0.5, -18, priority: 750)
    #expect(scaled.notation(.inspector) == "email.width = 0.5 × name.width − 18 @750")
    #expect(scaled.notation(.log) == "email.width == 0.5 * name.width - 18 @750")
    let negative = eq("a.width", .equal, "b.width", times: -1)
    #expect(negative.notation(.inspector) == "a.width = -1 × b.width")
    #expect(negative.notation(.log) == "a.width == -1 * b.width @1000")
    let fractional = eq("a.width", .equal, nil, 320, priority: 749.5)
    #expect(fractional.notation(.inspector) == "a.width = 320 @749.5")
    #expect(fractional.notation(.log) == "a.width == 320 @749.5")
  }

  @Test func constantConstraints() {
    #expect(eq("name.height", .equal, nil, 50).notation(.inspector) == "name.height = 50")
    // The inspector writes a negative constant with its minus sign; the log as a number.
    #expect(eq("v.width", .equal, nil, -5).notation(.inspector) == "v.width = −5")
    #expect(eq("v.width", .equal, nil, -5).notation(.log) == "v.width == -5 @1000")
  }

  @Test func theLogRoundsAndTheInspectorPrintsAsWritten() {
    let third = eq("a.top", .equal, "b.top", 1.0 / 3)
    #expect(third.notation(.log) == "a.top == b.top + 0.333 @1000")
    #expect(third.notation(.inspector) == "a.top = b.top + 0.3333333333333333")
    let big = eq("a.top", .equal, "b.top", -2e16)
    #expect(big.notation(.log) == "a.top == b.top - 2e+16 @1000")
    #expect(big.notation(.inspector) == "a.top = b.top − 2e+16")
  }

  @Test func aConstantAsWrittenShowsOnlyInTheInspector() {
    let written = eq("hdra.leading", .equal, "name.trailing", 52, asWritten: " + 36 + 16")
    #expect(written.notation(.inspector) == "hdra.leading = name.trailing + 36 + 16")
    #expect(written.notation(.log) == "hdra.leading == name.trailing + 52 @1000")
  }
}

import Testing

@testable import Cassowary

// MARK: - A form-like system (the benchmark's shape) in several insertion orders

/// N stacked views on a 390×844 screen with a keyboard guide, as in gen_systems.py; every
/// value is known analytically.
struct FormSystem {
  var constraints: [Constraint] = []
  var ys: [Variable] = []
  var hs: [Variable] = []
  var expectedY: [Double] = []
  var expectedH: [Double] = []
  let kbTop = Variable("kb.top")
  let btnY = Variable("btn.y")

  init(views n: Int) {
    let rootH = Variable("root.h")
    let mgTop = Variable("mg.top")
    let mgLeft = Variable("mg.left")
    let btnH = Variable("btn.h")
    constraints += [rootH == 844, mgTop == 59, mgLeft == 16]
    var y = 59.0 + 8
    var prevBottom: Expression = mgTop + 0
    for i in 0..<n {
      let ih = [21.0, 34, 61, 44][i % 4]
      let x = Variable("v\(i).x")
      let top = Variable("v\(i).y")
      let h = Variable("v\(i).h")
      constraints.append(x == mgLeft)
      constraints.append(top == prevBottom + 8)
      constraints.append((h >= ih).withStrength(Strength(priority: 750)))
      constraints.append((h <= ih).withStrength(Strength(priority: i % 4 == 0 ? 251 : 250)))
      ys.append(top)
      hs.append(h)
      expectedY.append(y)
      expectedH.append(ih)
      y += ih + 8
      prevBottom = top + h
    }
    constraints += [
      kbTop <= rootH, kbTop >= mgTop,
      (btnH >= 44).withStrength(Strength(priority: 750)),
      (btnH <= 44).withStrength(Strength(priority: 250)),
      btnY + btnH == kbTop - 8,
      (prevBottom + 8 <= btnY).withStrength(Strength(priority: 500)),
    ]
  }
}

@Suite struct FormSystemTests {
  enum Order: String, CaseIterable, Sendable { case grouped, reversed, shuffled, interleaved }

  @Test(arguments: Order.allCases)
  func everyOrderGivesTheAnalyticLayout(_ order: Order) throws {
    let form = FormSystem(views: 60)
    var cs = form.constraints
    switch order {
    case .grouped: break
    case .reversed: cs.reverse()
    case .shuffled:
      var rng = SplitMix64(seed: 42)
      cs.shuffle(using: &rng)
    case .interleaved:
      cs = stride(from: 0, to: 4, by: 1).flatMap { k in
        stride(from: k, to: cs.count, by: 4).map { cs[$0] }
      }
    }
    let s = Solver()
    try s.addEditVariable(form.kbTop, strength: .strong)
    for c in cs { try s.add(c) }
    for (kb, btn) in [(844.0, 792.0), (508, 456), (700, 648), (900, 792)] {
      try s.suggestValue(form.kbTop, kb)
      s.updateVariables()
      #expect(form.btnY.value == btn, "\(order) kb \(kb)")
      for i in form.ys.indices {
        #expect(abs(form.ys[i].value - form.expectedY[i]) <= 1e-9, "\(order) v\(i).y")
        #expect(abs(form.hs[i].value - form.expectedH[i]) <= 1e-9, "\(order) v\(i).h")
      }
      let ambiguous = (form.ys + form.hs + [form.btnY, form.kbTop]).filter { s.isAmbiguous($0) }
      #expect(ambiguous.isEmpty, "\(order) kb \(kb): \(ambiguous.map(\.name))")
    }
  }
}

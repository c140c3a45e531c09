import AutoLayout
import FormState
import Testing

@testable import Formshot

/// `formshot check` lays out every state on shared solvers (`LayoutSessionPool`): each layout
/// must be exactly what a solver built for that state alone gives.
@Suite struct SharedLayoutTests {
  @Test(arguments: FormDocument.bundledNames)
  func sharedSolversGiveTheSameLayoutsAsRebuilding(name: String) throws {
    let document = try FormDocument.bundled(name)
    let renderer = try FormRenderer()
    let pool = renderer.makeLayoutPool()
    let states = FormChecker.checkedStates(document.spec)
    for state in states {
      let form = try document.resolve(state)
      let shared = pool.layout(form)
      let rebuilt = renderer.layout(form)
      #expect(shared == rebuilt, "state \(state.canonicalTokens.joined(separator: ","))")
    }
    #expect(pool.layouts == states.count)
    // The keyboard, scroll and appearance variants of a state re-solve instead of rebuilding.
    #expect(pool.builds < states.count, "\(pool.builds) builds for \(states.count) states")
  }
}

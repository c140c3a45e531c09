/// `LayoutSessionPool` (what `formshot check` lays states out with): states that differ only in
/// what edit variables carry share one solver; any structural difference gets its own, and
/// the structural fingerprint never makes two different structures share.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct SessionPoolTests {
  /// A scroll view above the keyboard guide (`keyboard` tall) holding a label and a view.
  func form(keyboard: Double = 300, text: String = "Name", width: Double = 120, offset: Double? = nil)
    -> FormBuilder
  {
    var f = FormBuilder()
    f.view("kbd", kind: .guide(.keyboard(followsUndockedKeyboard: false)))
    f.pin("kbd.left", .equal, "root.left")
    f.pin("kbd.right", .equal, "root.right")
    f.pin("kbd.bottom", .equal, "root.bottom")
    f.pin("kbd.height", .equal, nil, keyboard, isEdit: true)
    f.view("sv", kind: .scrollView(ItemKind.ScrollView(contentInset: .zero, contentOffset: offset)))
    f.pin("sv.left", .equal, "root.left")
    f.pin("sv.right", .equal, "root.right")
    f.pin("sv.top", .equal, "root.top", 40)
    f.pin("sv.bottom", .equal, "kbd.top")
    f.view("sv.content", parent: "sv", kind: .guide(.scrollContent))
    f.pin("sv.content.left", .equal, "sv.left")
    f.pin("sv.content.width", .equal, "sv.width")
    f.label("name", text, parent: "sv")
    f.pin("name.top", .equal, "sv.content.top", 20)
    f.pin("name.left", .equal, "sv.content.left", 16)
    f.view("box", parent: "sv")
    f.pin("box.top", .equal, "name.bottom", 8)
    f.pin("box.left", .equal, "sv.content.left", 16)
    f.pin("box.width", .equal, nil, width)
    f.pin("box.height", .equal, nil, 900)
    f.pin("sv.content.bottom", .greaterThanOrEqual, "box.bottom", 20)
    return f
  }

  @Test func editOnlyDifferencesShareOneSolverAndMatchRebuilding() {
    let pool = LayoutSessionPool(measuring: FixedAdvanceTextMeasurer())
    let variants = [form(), form(keyboard: 0), form(keyboard: 216, offset: 120), form(offset: 40)]
    for variant in variants {
      #expect(pool.layout(variant.form) == solve(variant))
    }
    #expect(pool.layouts == 4)
    #expect(pool.builds == 1)
  }

  @Test func structuralDifferencesGetTheirOwnSolver() {
    let pool = LayoutSessionPool(measuring: FixedAdvanceTextMeasurer())
    var rtl = form()
    rtl.direction = .rightToLeft
    var hidden = form()
    hidden.items[hidden.items.count - 1].isHidden = true  // not structural: no stack
    let variants = [form(), form(text: "Full name"), form(width: 200), rtl, form(keyboard: 100), hidden]
    for variant in variants {
      #expect(pool.layout(variant.form) == solve(variant))
    }
    // The text, the constant width and the direction each need a solver; the keyboard height
    // and a hidden view (no stack arranges it) re-solve the first one.
    #expect(pool.builds == 4)
  }

  @Test func fingerprintsFollowTheStructureComparison() {
    let base = form().form
    let session = LayoutSession(base, measuring: FixedAdvanceTextMeasurer())
    let same = [form(keyboard: 10).form, form(offset: 300).form]
    let different = [form(text: "Email").form, form(width: 121).form]
    for other in same {
      #expect(LayoutSession.structureFingerprint(of: other) == LayoutSession.structureFingerprint(of: base))
      #expect(session.canUpdate(to: other))
    }
    for other in different {
      #expect(LayoutSession.structureFingerprint(of: other) != LayoutSession.structureFingerprint(of: base))
      #expect(!session.canUpdate(to: other))
    }
    // An equal fingerprint alone never decides: a wrong one is caught by the full comparison.
    #expect(!session.canUpdate(to: different[0], fingerprint: LayoutSession.structureFingerprint(of: base)))
  }

  /// The session keeps the fingerprint of the form it was last *built* from (computed when
  /// first needed): after `update(to:)` rebuilds it for another structure, the old structure
  /// no longer matches and variants of the new one re-solve without another build.
  @Test func theKeptFingerprintFollowsRebuilds() {
    let session = LayoutSession(form().form, measuring: FixedAdvanceTextMeasurer())
    let wider = form(width: 200)
    #expect(session.update(to: wider.form) == solve(wider))
    #expect(session.buildCount == 2)
    #expect(!session.canUpdate(to: form().form))
    let widerKeyboard = form(keyboard: 120, width: 200)
    #expect(session.canUpdate(to: widerKeyboard.form))
    #expect(session.update(to: widerKeyboard.form) == solve(widerKeyboard))
    #expect(session.buildCount == 2)
    // Edits change nothing the fingerprint hashes: the same structure still matches after one.
    session.edit(constants: [], contentOffsets: [ItemID("sv"): 60])
    #expect(session.canUpdate(to: form(keyboard: 10, width: 200).form))
    #expect(!session.canUpdate(to: form(keyboard: 10).form))
  }
}

// Right-to-left: a symmetric form's frames mirror about the screen's centre.
import AutoLayout
import FormState
import Foundation
import Geometry
import LayoutContract
import Testing

@testable import Formshot

@Suite struct RightToLeftTests {
  /// No status bar (it does not mirror) and nothing centred on purpose: every view is placed
  /// by leading/trailing anchors, margins or sizes, so right-to-left is its mirror image.
  static let symmetric = """
    form sym
    screen s {
      guide margins = layoutMargins
      label title "Title" { pin-top 80; align-leading margins }
      textField name "Name" { below title 8; align-leading margins; sync-width margins }
      button ok "OK" { below name 20; pin-trailing 20; width = 120; height = 44 }
      view box { below ok 10; pin-leading 30; width = 100; height = 40 }
      view box2 { below ok 10; after box 12; width = 60; height = 40 }
      segmentedControl seg {
        selected: a
        below box 20; align-leading margins; width = 250; height = 32
        segment a "One" { pin-top 2; pin-bottom 2; pin-leading 2 }
        segment b "Two" { pin-top 2; pin-bottom 2; pin-trailing 2; after a; sync-width a }
      }
    }
    """

  @Test func mirroredFramesAreTheLeftToRightFramesReflected() throws {
    let document = try FormDocument(source: Self.symmetric, path: "sym.form")
    let renderer = try FormRenderer()
    for size in ["compact", "regular"] {
      let ltrForm = try document.resolve(try document.state([size]))
      let rtlForm = try document.resolve(try document.state([size, "rtl"]))
      #expect(rtlForm.environment.layoutDirection == .rightToLeft)
      let ltr = renderer.layout(ltrForm)
      let rtl = renderer.layout(rtlForm)
      let width = ltrForm.environment.canvasSize.width
      #expect(ltr.frames.count == rtl.frames.count)
      var moved = 0
      for (a, b) in zip(ltr.frames, rtl.frames) {
        #expect(a.id == b.id)
        let reflected = Rect(
          x: width - a.frame.maxX, y: a.frame.minY, width: a.frame.width, height: a.frame.height)
        #expect(
          abs(b.frame.minX - reflected.minX) < 1e-6 && abs(b.frame.minY - reflected.minY) < 1e-6
            && abs(b.frame.width - reflected.width) < 1e-6
            && abs(b.frame.height - reflected.height) < 1e-6,
          "\(size) \(a.id): \(b.frame) is not \(reflected)")
        if abs(a.frame.midX - width / 2) > 1 { moved += 1 }
      }
      // The test means something only if views sit off the centre line.
      #expect(moved >= 6)
      // The selected segment ("One", first) is on the right in right-to-left.
      #expect(try #require(rtl.frame("a")).minX > #require(rtl.frame("b")).minX)
    }
  }
}

import Foundation
import Testing

@testable import Formshot

/// `formshot render` opens the fonts' faces ahead of time, on the thread that loads them; the
/// picture must be the one a renderer that did not do so paints.
@Suite struct WarmUpFontsTests {
  @Test func aWarmedRendererPaintsTheSameBytes() throws {
    let document = try FormDocument.resolve(nil)
    let cold = try FormRenderer()
    let warm = try FormRenderer()
    warm.warmUpFonts()
    for state in [["kb-shown"], ["regular", "dark"], ["ax3", "rtl"]] {
      let a = try cold.render(document, state: state, scale: 2)
      let b = try warm.render(document, state: state, scale: 2)
      #expect(a.bytes == b.bytes, "state \(state)")
    }
  }
}

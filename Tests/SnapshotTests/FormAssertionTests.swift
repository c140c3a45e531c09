import Formshot
import FormshotTesting
import Foundation
import Testing

@testable import FormshotSnapshots

/// The FormDocument / bundled-name overloads of FormshotTesting.
@Suite struct FormAssertionTests {
  @Test func statesInAnyOrderWithDefaultsNameTheMatrixEntry() throws {
    let root = TempRoot()
    defer { root.remove() }
    let (summary, failures) = verifyFormSnapshot(
      of: try FormDocument.bundled("signup"), states: [["login", "kb-shown"]], scale: 1,
      options: root.options(record: .missing))
    #expect(failures.isEmpty)
    #expect(summary?.results.map(\.name) == ["signup/compact-light/kb-shown-login-label-wins"])
  }

  @Test func unknownTokenAndStateOutsideTheMatrixFail() throws {
    let root = TempRoot()
    defer { root.remove() }
    let form = try FormDocument.bundled("signup")
    let bad = verifyFormSnapshot(of: form, states: [["kb-sideways"]], options: root.options())
    #expect(bad.summary == nil)
    #expect(bad.failures.first?.contains("kb-sideways") == true)
    // X-ray states exist only when asked for; one valid state does not hide the other.
    let partly = verifyFormSnapshot(
      of: form, states: [["kb-shown"], ["xray"]], scale: 1, options: root.options(record: .all))
    #expect(
      partly.failures == [
        "state [kb-hidden compact light signup label-wins xray] is not in the matrix of 'signup'"
      ])
    #expect(partly.summary?.recorded == 1)
    #expect(root.files(root.snapshots).count == 2)
  }

  @Test func unknownBundledFormIsReported() {
    withKnownIssue {
      assertFormSnapshot(bundled: "no-such-form", states: [[]])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no bundled form named 'no-such-form'") }
    }
  }
}

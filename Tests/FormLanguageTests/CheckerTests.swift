// `formshot check`: every state is resolved; warnings for statements that never do anything;
// the layout hook sees every state.
import FormLanguage
import FormState
import LayoutContract
import LayoutVocabulary
import Synchronization
import Testing

@Suite struct CheckerTests {
  @Test func warnsAboutDeadStatements() throws {
    let s = try spec(
      """
      form t
      axis mode: one | two
      screen s {
        label a "A" {
          pin-top; pin-leading
          when two { remove trailing }
          when kb-floating and compact { hidden: true }
        }
      }
      """)
    let messages = FormChecker.check(s).map(\.description)
    #expect(
      messages == [
        "t.form:6:23: warning: 'remove a.trailing' never removes a constraint",
        "t.form:7:5: warning: this 'when' block applies in no state: kb-floating and compact",
      ])
  }

  /// X-ray is a flag the checked states leave off; a block for it is not dead.
  @Test func anXrayBlockIsNotReportedAsDead() throws {
    let s = try spec(
      """
      form t
      screen s {
        label a "A" {
          pin-top; pin-leading
          when xray { weight: 600 }
        }
      }
      """)
    #expect(FormChecker.check(s).map(\.description) == [])
  }

  @Test func layoutHookSeesEveryState() throws {
    let (s, _, _) = parseBundled("login")
    let spec = try #require(s)
    let seen = Mutex<[[String]]>([])
    let diagnostics = FormChecker.check(spec) { form in
      seen.withLock { $0.append(form.state) }
      return [Diagnostic(.error, SourceLocation(file: "login.form", line: 1, column: 1), "probe")]
    }
    let states = seen.withLock { $0 }
    // The matrix, plus each floating-keyboard state again at every named spot and each iPad
    // state again in the two multitasking windows.
    let matrix = FormChecker.allStates(spec)
    let floating = matrix.filter { $0.keyboard == .floating }.count
    let regular = matrix.filter { $0.sizeClass == .regular }.count
    #expect(
      states.count
        == matrix.count + floating * FloatingSpot.named.count
        + regular * (WindowMode.allCases.count - 1))
    #expect(states.contains(["kb-floating@top", "regular", "light"]))
    #expect(states.contains(["kb-shown", "regular", "dark", "window=slide-over"]))
    #expect(Set(states.map { $0.joined(separator: ",") }).count == states.count)
    // The same diagnostic from every state is reported once.
    #expect(diagnostics.map(\.message) == ["probe (in all \(states.count) states)"])
  }

  /// A problem in some states is one diagnostic whose states are summarised by the tokens they
  /// share, or listed with `verbose`.
  @Test func groupsAProblemAcrossStates() throws {
    let (s, _, _) = parseBundled("login")
    let spec = try #require(s)
    let at = SourceLocation(file: "login.form", line: 3, column: 1)
    let hook: FormChecker.LayoutCheck = { form in
      var out: [Diagnostic] = []
      if form.state.contains("compact") { out.append(Diagnostic(.warning, at, "compact only")) }
      if form.state.contains("kb-shown") && form.state.contains("dark") {
        out.append(Diagnostic(.warning, at, "shown and dark"))
      }
      return out
    }
    let states = FormChecker.checkedStates(spec).map(\.canonicalTokens)
    let compact = states.filter { $0.contains("compact") }.count
    let shownDark = states.filter { $0.contains("kb-shown") && $0.contains("dark") }
    let grouped = FormChecker.check(spec, layout: hook).map(\.message)
    #expect(
      grouped == [
        "compact only (in all compact states (\(compact) of \(states.count)))",
        "shown and dark (in all kb-shown dark states (\(shownDark.count) of \(states.count)))",
      ])
    let verbose = FormChecker.check(spec, verbose: true, layout: hook).map(\.message)
    #expect(verbose.count == 2)
    #expect(
      verbose.last
        == "shown and dark (in \(shownDark.count) of \(states.count) states: "
        + shownDark.map { $0.joined(separator: ",") }.joined(separator: "; ") + ")")
  }
}

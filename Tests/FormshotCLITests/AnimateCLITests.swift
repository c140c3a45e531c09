import Foundation
import Testing

/// `formshot render --animate`: what users get from the command line.
@Suite struct AnimateCLITests {
  @Test func writesTheSameAPNGInEveryProcess() throws {
    let dir = try CLI.temporaryDirectory()
    let a = try CLI.run(["render", "--animate", "kb-hidden..kb-shown", "--scale", "1", "-o", "a.png"], in: dir)
    let b = try CLI.run(["render", "--animate", "kb-hidden..kb-shown", "--scale", "1", "-o", "b.png"], in: dir)
    #expect(a.status == 0, "\(a.stderr)")
    #expect(b.status == 0)
    let first = try Data(contentsOf: dir.appendingPathComponent("a.png"))
    #expect(first == (try Data(contentsOf: dir.appendingPathComponent("b.png"))))
    // An APNG: the acTL chunk right after IHDR says 16 frames, looping.
    #expect(first.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]))
    #expect(Array(first[37..<41]) == Array("acTL".utf8))
    #expect(Array(first[41..<49]) == [0, 0, 0, 16, 0, 0, 0, 0])
    // The default name says what moves.
    let named = try CLI.run(["render", "--animate", "kb-shown..kb-hidden", "--scale", "1", "--fps", "10"], in: dir)
    #expect(named.stdout == "signup-kb-shown-to-kb-hidden.png\n")
  }

  @Test func writesAnAnimatedWebP() throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run(["render", "chat", "--animate", "kb-hidden..kb-shown", "--scale", "1", "-o", "x.webp"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let bytes = try Data(contentsOf: dir.appendingPathComponent("x.webp"))
    #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
    #expect(Array(bytes[8..<12]) == Array("WEBP".utf8))
    #expect(bytes.range(of: Data("ANIM".utf8)) != nil)
  }

  @Test func refusesStatesThatDifferInAnotherAxis() throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run(["render", "--animate", "kb-hidden..kb-shown,regular", "-o", "x.png"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.contains("signup.form: error: --animate kb-hidden..kb-shown,regular: the two states differ in sizeClass (compact vs regular)"), "\(r.stderr)")
    #expect(CLI.files(in: dir).isEmpty, "nothing written")
    let usage = try CLI.run(["render", "--animate", "kb-hidden", "-o", "x.png"], in: dir)
    #expect(usage.status == 2)
    let ext = try CLI.run(["render", "--animate", "kb-hidden..kb-shown", "-o", "x.gif"], in: dir)
    #expect(ext.status == 2)
    #expect(CLI.files(in: dir).isEmpty)
  }

  @Test func refusesUndockedKeyboardsAndSaysWhy() throws {
    let dir = try CLI.temporaryDirectory()
    for target in ["kb-floating", "kb-split", "kb-hardware"] {
      let r = try CLI.run(
        ["render", "notes", "--animate", "kb-hidden..\(target)", "--state", "regular", "-o", "x.png"], in: dir)
      #expect(r.status == 1, "\(target): \(r.stderr)")
      #expect(r.stderr.contains("notes.form: error: --animate kb-hidden..\(target): only a docked keyboard (kb-shown) or none (kb-hidden) is animated, not \(target)"), "\(r.stderr)")
      #expect(r.stderr.contains("knows no published or measured motion"), "\(r.stderr)")
    }
    #expect(CLI.files(in: dir).isEmpty, "nothing written")
  }
}

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

  @Test func animatesEveryIPadKeyboardTheSameInEveryProcess() throws {
    let dir = try CLI.temporaryDirectory()
    for target in ["kb-floating", "kb-split", "kb-hardware"] {
      var files: [Data] = []
      for name in ["a", "b"] {
        let r = try CLI.run(
          ["render", "notes", "--animate", "kb-hidden..\(target)", "--state", "regular", "--scale", "1",
           "--fps", "10", "-o", "\(name)-\(target).png"], in: dir)
        #expect(r.status == 0, "\(target): \(r.stderr)")
        files.append(try Data(contentsOf: dir.appendingPathComponent("\(name)-\(target).png")))
      }
      #expect(files[0] == files[1], "\(target): the two processes wrote different bytes")
      // 0.5 s at 10 fps: 6 frames, looping.
      #expect(Array(files[0][41..<49]) == [0, 0, 0, 6, 0, 0, 0, 0], "\(target)")
    }
  }

  @Test func refusesMovingAFloatingKeyboardAndSaysWhy() throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run(
      ["render", "notes", "--animate", "kb-floating@top..kb-floating@leading", "--state", "regular", "-o", "x.png"],
      in: dir)
    #expect(r.status == 1, "\(r.stderr)")
    #expect(r.stderr.contains("notes.form: error: --animate kb-floating@top..kb-floating@leading: the two states differ in the floating keyboard's position (top vs leading: moving it is a drag that follows the finger"), "\(r.stderr)")
    #expect(CLI.files(in: dir).isEmpty, "nothing written")
  }

  /// `formshot docs` of a form with iPad states: the gallery shows the floating keyboard, the
  /// split keyboard and the shortcut bar coming up, beside the keyboard showing and hiding.
  @Test func docsShowTheIPadKeyboardsComingUp() throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run(["docs", "chat", "-o", "gallery", "--scale", "1"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let gallery = dir.appendingPathComponent("gallery")
    let names = ["keyboard-shows", "keyboard-hides", "floating-keyboard-shows", "split-keyboard-shows", "shortcut-bar-shows"]
    for name in names {
      let bytes = try Data(contentsOf: gallery.appendingPathComponent("chat-\(name).png"))
      #expect(Array(bytes[37..<41]) == Array("acTL".utf8), "\(name) is an APNG")
      #expect(Array(bytes[41..<45]) == [0, 0, 0, 16], "\(name): 16 frames")
    }
    let readme = try String(contentsOf: gallery.appendingPathComponent("README.md"), encoding: .utf8)
    for name in names {
      let caption = name.replacingOccurrences(of: "-", with: " ")
      #expect(readme.contains("![\(caption)](chat-\(name).png)"), "\(name) in README.md")
    }
    // The iPad ones are the regular states of the matrix: the first frame is the iPad's size.
    let bar = try Data(contentsOf: gallery.appendingPathComponent("chat-shortcut-bar-shows.png"))
    #expect(Array(bar[16..<24]) == [0, 0, 3, 232, 0, 0, 2, 248], "1000 × 760")
  }
}

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `formshot preview` as a user runs it: the real binary on a free port, spoken to over raw
/// HTTP. Each test starts its own server in its own folder.
@Suite(.serialized) struct PreviewServerTests {
  static func start(_ form: String? = nil, _ extra: [String] = [], environment: [String: String] = [:]) throws
    -> (PreviewProcess, URL)
  {
    let dir = try CLI.temporaryDirectory("formshot-preview")
    let file = dir.appendingPathComponent("my.form")
    try save(form ?? (try signupSource()), to: file)
    return (try PreviewProcess(["my.form"] + extra, in: dir, environment: environment), file)
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func servesOnlyWhatItGeneratesAndChecksHostAndOrigin() throws {
    let (preview, _) = try Self.start()
    defer { preview.stop() }
    let page = try preview.request("GET", "/")
    #expect(page.status == 200)
    #expect(page.body.contains("<title>formshot preview</title>"))
    #expect(try preview.request("GET", "/", host: "localhost:\(preview.port)").status == 200)
    // DNS rebinding: a name that resolves here but is not this server's is refused.
    let rebound = try preview.request("GET", "/api/render?form=signup", host: "evil.example:\(preview.port)")
    #expect(rebound.status == 421)
    #expect(try preview.request("GET", "/", host: "127.0.0.1:1").status == 421)
    // No URL is a path: files next to the server are not served.
    for path in ["/my.form", "/../my.form", "/%2e%2e/my.form", "/index.html/../my.form", "/api/../my.form"] {
      let r = try preview.request("GET", path)
      #expect(r.status == 404, "\(path): \(r.status)")
      #expect(!r.body.contains("keyboard"), "\(path) leaked the form")
    }
    // Writes: refused from other origins, and off without --allow-record.
    let foreign = try preview.request(
      "POST", "/api/accept", origin: "http://evil.example", body: "form=signup&state=kb-shown")
    #expect(foreign.status == 403)
    #expect(foreign.body.contains("another origin"))
    let noOrigin = try preview.request("POST", "/api/accept", body: "form=signup&state=kb-shown")
    #expect(noOrigin.status == 403)
    let own = try preview.request(
      "POST", "/api/accept", origin: "http://\(preview.host)", body: "form=signup&state=kb-shown")
    #expect(own.status == 403)
    #expect(own.body.contains("recording is off"))
    #expect(try preview.request("DELETE", "/api/render").status == 405)
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func theKeyboardStateMovesTheButton() throws {
    let (preview, _) = try Self.start()
    defer { preview.stop() }
    func buttonY(_ state: String) throws -> Double {
      let json = try preview.render("signup", state: state)
      #expect(json["ok"] as? Bool == true, "\(json["error"] ?? "")")
      let items = ((json["inspector"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
      let cta = try #require(items.first { $0["id"] as? String == "cta" })
      return try #require((cta["frame"] as? [String: Any])?["y"] as? Double)
    }
    let hidden = try buttonY("kb-hidden")
    let shown = try buttonY("kb-shown")
    // The button sits 8 pt above the keyboard guide: 296 − 34 higher with the keyboard up.
    #expect(abs((hidden - shown) - (296 - 34)) < 0.001)
    let json = try preview.render("signup", state: "kb-shown")
    #expect((json["svg"] as? String)?.hasPrefix("<?xml") == true)
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func aFailingSaveShowsLocatedErrorsOverTheLastGoodPicture() throws {
    let source = try signupSource()
    let (preview, file) = try Self.start(source)
    defer { preview.stop() }
    let events = try EventStream(preview)
    #expect(events.wait(for: "hello") != nil)
    #expect(try preview.render("signup")["ok"] as? Bool == true)
    // A typo on line 3.
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("  bogus ( thing", at: 2)
    try save(lines.joined(separator: "\n"), to: file)
    let seconds = try #require(events.wait(for: "change"), "no change event after a save")
    #expect(seconds < 1, "change event \(seconds) s after the save")
    let json = try preview.render("signup")
    #expect(json["ok"] as? Bool == false)
    let error = try #require(json["error"] as? String)
    #expect(error.contains("my.form:3:"), "\(error)")
    #expect(error.contains("bogus ( thing"))
    #expect(error.contains("^"))
    #expect((json["svg"] as? String)?.isEmpty == false, "the last good picture")
    // Fixed again: the page's next render is clean.
    try save(source, to: file)
    #expect(events.wait(for: "change") != nil)
    #expect(try preview.render("signup")["ok"] as? Bool == true)
  }

  /// Save → picture, as the page does it: the change event, `/api/forms`, then `/api/render`
  /// of the state on screen. Prints the median and the slowest of 11 saves, with the server's
  /// mean CPU time per save (the issue's goal is 200 ms; the test fails only past 1 s, since
  /// the machine may be shared).
  @Test(.timeLimit(MachineLoad.timeLimit(2))) func aSaveReachesThePictureQuickly() throws {
    let source = try signupSource()
    let (preview, file) = try Self.start(source)
    defer { preview.stop() }
    let events = try EventStream(preview)
    #expect(events.wait(for: "hello") != nil)
    var previous = try preview.render("signup", state: "kb-shown")["svg"] as? String
    var walls: [Double] = []
    let cpuBefore = preview.cpuSeconds()
    for i in 1...11 {
      let start = Date()
      try save(source.replacingOccurrences(of: "\"Create account\"", with: "\"Join \(i)\""), to: file)
      #expect(events.wait(for: "change") != nil)
      #expect(try preview.request("GET", "/api/forms").status == 200)
      let json = try preview.render("signup", state: "kb-shown")
      walls.append(Date().timeIntervalSince(start))
      #expect(json["ok"] as? Bool == true)
      let svg = json["svg"] as? String
      #expect(svg != nil && svg != previous, "save \(i) did not change the picture")
      previous = svg
    }
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
    func ms(_ s: Double) -> String { String(format: "%.0f ms", s * 1000) }
    print(
      "preview save → picture over \(walls.count) saves: median \(ms(median(walls))), max \(ms(walls.max()!)); "
        + "server CPU per save \(ms((preview.cpuSeconds() - cpuBefore) / Double(walls.count))) (mean: /proc counts 10 ms ticks); loadavg \(load)")
    #expect(median(walls) < 1, "median save → picture \(median(walls)) s")
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func switchingStatesOnLiveSolversGivesTheRenderedPicture() throws {
    let (preview, _) = try Self.start()
    defer { preview.stop() }
    // Keyboard hidden, then shown, then hidden with X-ray: the later ones re-solve the first
    // state's solver; each picture is still what `formshot render` paints.
    for state in ["kb-hidden", "kb-shown", "kb-hidden,dark", "focus=pw"] {
      let json = try preview.render("signup", state: state)
      #expect(json["ok"] as? Bool == true, "\(state): \(json["error"] ?? "")")
      let r = try CLI.run(
        ["render", "my.form", "--state", state, "--format", "svg", "-o", "expected.svg"], in: preview.directory)
      #expect(r.status == 0, "\(r.stderr)")
      let expected = try String(contentsOf: preview.directory.appendingPathComponent("expected.svg"), encoding: .utf8)
      #expect(json["svg"] as? String == expected, "\(state) differs from formshot render")
    }
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func survivesADeletedFile() throws {
    let source = try signupSource()
    let (preview, file) = try Self.start(source)
    defer { preview.stop() }
    let events = try EventStream(preview)
    #expect(events.wait(for: "hello") != nil)
    try FileManager.default.removeItem(at: file)
    #expect(events.wait(for: "change") != nil)
    let gone = try preview.render("signup")
    #expect(gone["ok"] as? Bool == false)
    #expect((gone["error"] as? String)?.contains("no such file") == true)
    #expect((gone["svg"] as? String)?.isEmpty == false)
    try save(source, to: file)
    #expect(events.wait(for: "change") != nil)
    #expect(try preview.render("signup")["ok"] as? Bool == true)
    #expect(preview.process.isRunning)
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func survivesOneHundredRapidSaves() throws {
    let source = try signupSource()
    let (preview, file) = try Self.start(source)
    defer { preview.stop() }
    let events = try EventStream(preview)
    #expect(events.wait(for: "hello") != nil)
    for i in 1...100 {
      let text = source.replacingOccurrences(of: "\"Create account\"", with: "\"Save \(i)\"")
      if i % 2 == 0 {
        try save(text, to: file)
      } else {
        try Data(text.utf8).write(to: file)  // in place, as some editors do
      }
    }
    #expect(events.wait(for: "change") != nil)
    // The burst settles on the last save: the picture `formshot render` makes of the file.
    let rendered = try CLI.run(["render", "my.form", "--format", "svg", "-o", "last.svg"], in: preview.directory)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    let expected = try String(contentsOf: preview.directory.appendingPathComponent("last.svg"), encoding: .utf8)
    var svg = ""
    for _ in 0..<250 where svg != expected {
      svg = try preview.render("signup")["svg"] as? String ?? ""
      if svg != expected { usleep(20_000) }
    }
    #expect(svg == expected, "the preview did not settle on the 100th save")
    #expect(preview.process.isRunning)
    #expect(try preview.request("GET", "/").status == 200)
  }

  @Test(.timeLimit(MachineLoad.timeLimit(2))) func servesFiftyConcurrentClients() throws {
    let source = try signupSource()
    let (preview, file) = try Self.start(source)
    defer { preview.stop() }
    let streams = try (0..<50).map { _ in try EventStream(preview) }
    for s in streams { #expect(s.wait(for: "hello") != nil) }
    // 50 page loads and renders at once, while the streams stay open.
    let statuses = Statuses()
    DispatchQueue.concurrentPerform(iterations: 50) { i in
      let page = (try? preview.request("GET", "/").status) ?? -1
      let state = i % 2 == 0 ? "kb-shown" : "kb-hidden"
      let render = (try? preview.request("GET", "/api/render?form=signup&state=\(state)").status) ?? -1
      statuses.add(page, render)
    }
    #expect(statuses.all.count == 100)
    #expect(statuses.all.allSatisfy { $0 == 200 }, "\(statuses.all.filter { $0 != 200 })")
    // One save reaches every open stream.
    try save(source + "\n", to: file)
    for (i, s) in streams.enumerated() { #expect(s.wait(for: "change") != nil, "stream \(i)") }
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1)), arguments: [SIGINT, SIGTERM])
  func stopsCleanlyOnSignal(_ signal: Int32) throws {
    let (preview, _) = try Self.start()
    let events = try EventStream(preview)
    #expect(events.wait(for: "hello") != nil)
    let status = preview.stop(signal: signal)
    #expect(status == 0, "exit status \(String(describing: status))")
    #expect(preview.stderr.contains("stopped"))
  }

  @Test(.timeLimit(MachineLoad.timeLimit(2))) func reviewsAndAcceptsSnapshotsOnlyWhenAllowed() throws {
    let source = try signupSource()
    let dir = try CLI.temporaryDirectory("formshot-preview")
    let file = dir.appendingPathComponent("my.form")
    try save(source, to: file)
    let snapshots = dir.appendingPathComponent("Snapshots")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try Data(#"{"format": "formshot-snapshots/1", "forms": ["my.form"], "scale": 1}"#.utf8)
      .write(to: snapshots.appendingPathComponent("formshot.json"))
    let live = try PreviewProcess(["my.form", "--allow-record"], in: dir)
    defer { live.stop() }
    let missing = try Self.review(live)
    #expect(missing["status"] as? String == "missing")
    #expect(missing["canAccept"] as? Bool == true)
    let name = "signup/compact-light/kb-shown-signup-label-wins"
    #expect(missing["name"] as? String == name)
    let accepted = try live.request(
      "POST", "/api/accept", origin: "http://\(live.host)", body: "form=signup&state=kb-shown")
    #expect(accepted.status == 200, "\(accepted.body)")
    #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(name + ".png").path))
    #expect(try Self.review(live)["status"] as? String == "matched")
    // What was recorded is what `formshot snapshot` verifies.
    let verify = try CLI.run(["snapshot", "--only", name], in: dir)
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains("1 matched"), "\(verify.stdout)")
    // A change to the form: expected, actual and diff to compare.
    let events = try EventStream(live)
    #expect(events.wait(for: "hello") != nil)
    try save(source.replacingOccurrences(of: "\"Create account\"", with: "\"Join now\""), to: file)
    #expect(events.wait(for: "change") != nil)
    let changed = try Self.review(live)
    #expect(changed["status"] as? String == "changed")
    for key in ["expected", "actual", "diff"] {
      #expect((changed[key] as? String)?.hasPrefix("data:image/png;base64,") == true, "\(key)")
    }
  }

  static func review(_ preview: PreviewProcess) throws -> [String: Any] {
    let r = try preview.request("GET", "/api/snapshot?form=signup&state=kb-shown")
    return try #require(try JSONSerialization.jsonObject(with: Data(r.body.utf8)) as? [String: Any])
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func neverRecordsUnderCI() throws {
    let dir = try CLI.temporaryDirectory("formshot-preview")
    try save(try signupSource(), to: dir.appendingPathComponent("my.form"))
    let snapshots = dir.appendingPathComponent("Snapshots")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try Data(#"{"format": "formshot-snapshots/1", "forms": ["my.form"], "scale": 1}"#.utf8)
      .write(to: snapshots.appendingPathComponent("formshot.json"))
    let preview = try PreviewProcess(["my.form", "--allow-record"], in: dir, environment: ["CI": "true"])
    defer { preview.stop() }
    #expect(try Self.review(preview)["canAccept"] as? Bool == false)
    let post = try preview.request(
      "POST", "/api/accept", origin: "http://\(preview.host)", body: "form=signup&state=kb-shown")
    #expect(post.status == 403)
    #expect(CLI.files(in: snapshots) == ["formshot.json"])
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1)), arguments: ["::1", "[::1]"])
  func listensOnIPv6LoopbackAndChecksTheBracketedHost(_ host: String) throws {
    let dir = try CLI.temporaryDirectory("formshot-preview")
    let preview = try PreviewProcess(["signup", "--host", host], in: dir)
    defer { preview.stop() }
    #expect(preview.address == "[::1]", "the URL names the IPv6 address in brackets")
    // Connected over IPv6; the Host header in brackets, in any spelling of the address.
    let page = try preview.request("GET", "/", host: "[::1]:\(preview.port)")
    #expect(page.status == 200)
    #expect(page.body.contains("<title>formshot preview</title>"))
    #expect(try preview.request("GET", "/", host: "[0:0:0:0:0:0:0:1]:\(preview.port)").status == 200)
    #expect(try preview.request("GET", "/", host: "localhost:\(preview.port)").status == 200)
    let json = try preview.render("signup", state: "kb-shown")
    #expect(json["ok"] as? Bool == true)
    // Not this server: another port, an unbracketed address, another name.
    #expect(try preview.request("GET", "/", host: "[::1]:1").status == 421)
    #expect(try preview.request("GET", "/", host: "::1:\(preview.port)").status == 421)
    #expect(try preview.request("GET", "/", host: "evil.example:\(preview.port)").status == 421)
    // Writes need this origin, bracketed.
    let own = try preview.request(
      "POST", "/api/accept", origin: "http://[::1]:\(preview.port)", body: "form=signup&state=kb-shown")
    #expect(own.body.contains("recording is off"), "\(own.status) \(own.body)")
    let foreign = try preview.request(
      "POST", "/api/accept", origin: "http://127.0.0.1:\(preview.port)", body: "form=signup&state=kb-shown")
    #expect(foreign.body.contains("another origin"))
    // Loopback: no warning (stderr read once the server has stopped, so the read ends).
    #expect(preview.stop() == 0)
    let stderr = preview.stderr
    #expect(stderr.contains("stopped"))
    #expect(!stderr.contains("warning"), "\(stderr)")
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func aHostThatIsNotAnAddressIsAnError() throws {
    let dir = try CLI.temporaryDirectory("formshot-preview")
    let result = try CLI.run(["preview", "signup", "--host", "[::1", "--port", "0"], in: dir)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("not an IPv4 or IPv6 address"), "\(result.stderr)")
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func aHostOtherThanLoopbackWarns() throws {
    let dir = try CLI.temporaryDirectory("formshot-preview")
    let preview = try PreviewProcess(["signup", "--host", "127.0.0.2"], in: dir)
    defer { preview.stop() }
    usleep(100_000)
    #expect(preview.stderr.contains("warning: listening on 127.0.0.2"))
  }
}

final class Statuses: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var all: [Int] = []
  func add(_ codes: Int...) {
    lock.lock()
    all += codes
    lock.unlock()
  }
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

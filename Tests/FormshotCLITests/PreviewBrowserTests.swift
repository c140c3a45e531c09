import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The preview page in real headless Chromium, driven over the DevTools protocol (on a pipe:
/// `--remote-debugging-pipe`, no port): it loads, the keyboard control moves the button, a save
/// updates the picture, hovering a constraint group highlights its view, an error is shown.
/// Fails when Chromium is missing (`scripts/setup test` installs it).
@Suite(.serialized) struct PreviewBrowserTests {
  @Test(.timeLimit(MachineLoad.timeLimit(1))) func togglingTheKeyboardMovesTheButton() throws {
    let (preview, _) = try PreviewServerTests.start()
    defer { preview.stop() }
    let browser = try Browser()
    defer { browser.close() }
    try browser.open("http://\(preview.host)/")
    try browser.waitUntil("document.body.dataset.rendered && document.querySelector('#overlay .view[data-item=\"cta\"]')")
    #expect(try browser.value("document.title") as? String == "formshot preview")
    let before = try #require(try browser.value("Number(document.querySelector('#overlay .view[data-item=\"cta\"]').getAttribute('y'))") as? Double)
    try browser.evaluate("""
      const s = document.querySelector('select[data-axis="keyboard"]');
      s.value = 'kb-shown'; s.dispatchEvent(new Event('change'));
      """)
    try browser.waitUntil("(document.body.dataset.state || '').split(',').includes('kb-shown')")
    let after = try #require(try browser.value("Number(document.querySelector('#overlay .view[data-item=\"cta\"]').getAttribute('y'))") as? Double)
    #expect(abs((before - after) - 262) < 0.01, "button y \(before) → \(after)")
    // The picture itself changed too (it is the server's SVG for the new state).
    #expect(try browser.value("document.querySelector('#picture svg') !== null") as? Bool == true)
    if let path = ProcessInfo.processInfo.environment["FORMSHOT_PREVIEW_SCREENSHOT"] {
      try browser.evaluate("""
        const g = document.querySelector('.group[data-item="cta"]'); g.focus();
        document.querySelector('#overlay .view[data-item="cta"]').dispatchEvent(new MouseEvent('click'));
        """)
      try browser.waitUntil("document.body.dataset.highlight === 'cta'")
      try Data(try browser.screenshot()).write(to: URL(fileURLWithPath: path))
    }
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func hoveringAConstraintGroupHighlightsItsView() throws {
    let (preview, _) = try PreviewServerTests.start()
    defer { preview.stop() }
    let browser = try Browser()
    defer { browser.close() }
    try browser.open("http://\(preview.host)/")
    try browser.waitUntil("document.querySelector('.group[data-item=\"cta\"]')")
    #expect(try browser.value("document.querySelector('#marks .highlight') === null") as? Bool == true)
    // A real mouse move onto the group (not a synthetic event).
    let box = try #require(try browser.value("""
      (() => { const g = document.querySelector('.group[data-item="cta"]'); g.scrollIntoView();
        const r = g.getBoundingClientRect(); return [r.x + r.width / 2, r.y + 8]; })()
      """) as? [Double])
    try browser.mouseMove(x: box[0], y: box[1])
    try browser.waitUntil("document.querySelector('#marks .highlight')")
    let highlight = try #require(try browser.value("""
      (() => { const h = document.querySelector('#marks .highlight'), v = document.querySelector('#overlay .view[data-item="cta"]');
        return [h.getAttribute('data-item'), ...['x','y','width','height'].map(k => h.getAttribute(k) === v.getAttribute(k))]; })()
      """) as? [Any])
    #expect(highlight.first as? String == "cta")
    #expect(highlight.dropFirst().allSatisfy { $0 as? Bool == true }, "highlight is not the view's frame: \(highlight)")
    // The anchors its constraints relate are marked too (the button's bottom on the keyboard guide).
    let anchors = try #require(try browser.value("[...document.querySelectorAll('#marks [data-anchor]')].map(e => e.getAttribute('data-anchor'))") as? [String])
    #expect(anchors.contains("cta.bottom"), "\(anchors)")
    #expect(anchors.contains { $0.hasPrefix("kbd.") }, "\(anchors)")
    // Moving away clears it.
    try browser.mouseMove(x: 1, y: 1)
    try browser.waitUntil("document.querySelector('#marks .highlight') === null")
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func aSaveUpdatesThePictureAndAnErrorIsShown() throws {
    let source = try signupSource()
    let (preview, file) = try PreviewServerTests.start(source)
    defer { preview.stop() }
    let browser = try Browser()
    defer { browser.close() }
    try browser.open("http://\(preview.host)/")
    try browser.waitUntil("document.getElementById('live').classList.contains('on') && document.body.dataset.rendered")
    let picture = "document.querySelector('#picture').innerHTML"
    let before = try #require(try browser.value(picture) as? String)
    let version = try #require(try browser.value("document.body.dataset.version") as? String)
    let start = Date()
    try save(source.replacingOccurrences(of: "\"Create account\"", with: "\"Join now\""), to: file)
    try browser.waitUntil("document.body.dataset.version !== '\(version)' && document.querySelector('#picture').innerHTML !== \(jsString(before))")
    let seconds = Date().timeIntervalSince(start)
    #expect(seconds < 2, "the page took \(seconds) s to show the save")
    #expect(try browser.value("document.getElementById('error').classList.contains('shown')") as? Bool == false)

    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("  bogus ( thing", at: 2)
    try save(lines.joined(separator: "\n"), to: file)
    try browser.waitUntil("document.getElementById('error').classList.contains('shown')")
    let error = try #require(try browser.value("document.getElementById('error').textContent") as? String)
    #expect(error.contains("my.form:3:"), "\(error)")
    #expect(error.contains("bogus ( thing"))
    #expect(error.contains("^"))
    #expect(try browser.value("document.getElementById('picture').classList.contains('stale')") as? Bool == true)
    #expect(try browser.value("document.querySelector('#picture svg') !== null") as? Bool == true, "the last good picture stays")
  }
}

extension PreviewBrowserTests {
  /// An Interface Builder file with two roots: the picker groups them under the file's name,
  /// choosing the second shows it, and a save of the file resizes it on the page.
  @Test(.timeLimit(MachineLoad.timeLimit(1))) func theScenePickerShowsEachRootAndASaveUpdatesIt() throws {
    let dir = try PreviewInterfaceBuilderTests.folder()
    let file = dir.appendingPathComponent("two.xib")
    let preview = try PreviewProcess(["two.xib"], in: dir)
    defer { preview.stop() }
    let browser = try Browser()
    defer { browser.close() }
    try browser.open("http://\(preview.host)/")
    try browser.waitUntil("document.getElementById('live').classList.contains('on') && document.body.dataset.rendered")
    #expect(try browser.value("document.getElementById('form-label').textContent") as? String == "scene")
    let picker = try #require(try browser.value("""
      [...document.querySelectorAll('#form optgroup')].map(g => [g.label, ...[...g.children].map(o => o.dataset.scene)])
      """) as? [[String]])
    #expect(picker == [["two.xib", "one-00-001", "two-00-002"]])
    // The first root is shown: 375 pt wide.
    #expect(try browser.value("document.getElementById('stage').style.width") as? String == "375px")
    try browser.evaluate("""
      const s = document.getElementById('form'); s.value = 'two-two-00-002'; s.dispatchEvent(new Event('change'));
      """)
    try browser.waitUntil("document.getElementById('stage').style.width === '200px'")
    // A save of the file: the page shows the same root, resized, without a reload.
    try save(InterfaceBuilderCLITests.twoRoots.replacingOccurrences(of: "width=\"200\"", with: "width=\"240\""), to: file)
    try browser.waitUntil("document.getElementById('stage').style.width === '240px'")
    #expect(try browser.value("document.getElementById('form').value") as? String == "two-two-00-002")
  }
}

func jsString(_ s: String) -> String {
  let data = try! JSONSerialization.data(withJSONObject: [s])
  return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
}

/// Headless Chromium over the DevTools protocol on a pipe (messages are JSON ending in NUL,
/// commands on the child's fd 3, answers on its fd 4).
final class Browser {
  let process = Process()
  private let input = Pipe(), output = Pipe()
  private var nextID = 0
  private var buffer = Data()
  private var session = ""
  private let profile: URL

  struct Failure: Error, CustomStringConvertible { var description: String }

  init() throws {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let chromium = path.split(separator: ":").flatMap { dir in
      ["chromium", "chromium-browser", "google-chrome"].map { "\(dir)/\($0)" }
    }.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let chromium else { throw Failure(description: "chromium not found: run scripts/setup test") }
    profile = try CLI.temporaryDirectory("formshot-chromium")
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c",
      "exec \"$0\" --headless=new --no-sandbox --disable-gpu --no-first-run --hide-scrollbars "
        + "--window-size=1280,1000 --remote-debugging-pipe --user-data-dir=\"$1\" about:blank "
        + "3<&0 4>&1 1>/dev/null 0</dev/null",
      chromium, profile.path,
    ]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let target = try command("Target.createTarget", ["url": "about:blank"], inSession: false)
    let id = try #require(target["targetId"] as? String)
    let attached = try command("Target.attachToTarget", ["targetId": id, "flatten": true], inSession: false)
    session = try #require(attached["sessionId"] as? String)
  }

  func close() {
    _ = try? command("Browser.close", [:], inSession: false)
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { process.terminate() }
    try? FileManager.default.removeItem(at: profile)
  }

  /// Sends a command and waits for its answer's `result`.
  @discardableResult
  func command(_ method: String, _ params: [String: Any], inSession: Bool = true) throws -> [String: Any] {
    nextID += 1
    var message: [String: Any] = ["id": nextID, "method": method, "params": params]
    if inSession { message["sessionId"] = session }
    var data = try JSONSerialization.data(withJSONObject: message)
    data.append(0)
    input.fileHandleForWriting.write(data)
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let frame = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[(end + 1)...])
        guard let json = try JSONSerialization.jsonObject(with: frame) as? [String: Any],
          json["id"] as? Int == nextID
        else { continue }
        if let error = json["error"] { throw Failure(description: "\(method): \(error)") }
        return json["result"] as? [String: Any] ?? [:]
      }
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { throw Failure(description: "chromium closed the pipe") }
      buffer += chunk
    }
  }

  func open(_ url: String) throws {
    try command("Page.navigate", ["url": url])
  }

  /// Runs `script`; its value (JSON-able), awaiting a promise.
  @discardableResult
  func evaluate(_ script: String) throws -> Any? {
    let r = try command(
      "Runtime.evaluate", ["expression": script, "returnByValue": true, "awaitPromise": true])
    if let exception = r["exceptionDetails"] { throw Failure(description: "\(script): \(exception)") }
    return (r["result"] as? [String: Any])?["value"]
  }

  func value(_ expression: String) throws -> Any? { try evaluate(expression) }

  /// Polls `condition` until it is truthy (every 20 ms, up to `timeout` seconds on a quiet
  /// machine, longer under load: `MachineLoad`); while the page is still loading it may throw,
  /// which counts as not yet.
  func waitUntil(_ condition: String, timeout: Double = 20) throws {
    let deadline = Date().addingTimeInterval(MachineLoad.timeout(timeout))
    while Date() < deadline {
      let probe = "(() => { try { return Boolean(\(condition)); } catch (e) { return false; } })()"
      if try evaluate(probe) as? Bool == true { return }
      usleep(20_000)
    }
    throw Failure(description: "timed out waiting for \(condition)")
  }

  func mouseMove(x: Double, y: Double) throws {
    try command("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
  }

  func screenshot() throws -> [UInt8] {
    let r = try command("Page.captureScreenshot", ["format": "png"])
    guard let text = r["data"] as? String, let data = Data(base64Encoded: text) else {
      throw Failure(description: "no screenshot")
    }
    return [UInt8](data)
  }
}

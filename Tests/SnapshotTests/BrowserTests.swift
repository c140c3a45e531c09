import Foundation
import Testing

@testable import FormshotSnapshots

/// Loads the HTML report in headless Chromium and checks, in the real DOM, that the failure
/// entry is there and every image loads. Fails when Chromium is missing (setup installs it).
@Suite struct BrowserTests {
  static func chromium() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser", "google-chrome"] {
        let p = "\(dir)/\(name)"
        if FileManager.default.isExecutableFile(atPath: p) { return p }
      }
    }
    return nil
  }

  /// One minute on a quiet machine; under load (six builds on two cores) Chromium can wait its
  /// turn for a core many times over, so the limit, which only stops a hung run, grows with
  /// the load average per core (at most 10 ×). What the test asserts does not change.
  static func timeLimit() -> TimeLimitTrait.Duration {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    let load = text.split(separator: " ").prefix(2).compactMap { Double($0) }.max() ?? 0
    let perCore = load / Double(max(1, ProcessInfo.processInfo.activeProcessorCount))
    return .minutes(Int(min(10, max(1, perCore)).rounded(.up)))
  }

  @Test(.timeLimit(BrowserTests.timeLimit())) func reportRendersInChromiumWithAllImages() throws {
    let browser = try #require(BrowserTests.chromium(), "chromium not found: run the setup script")
    let root = TempRoot()
    defer { root.remove() }
    let s = try mixedRun(root)
    let report = try #require(s.reportPath)
    // A copy beside the report (same relative links) with a probe that marks broken images,
    // plus one deliberately broken image proving that the probe can see breakage.
    let probe = """
      <img src="control-missing.png" alt="control">
      <script>window.addEventListener('load', () => {
        const imgs = [...document.images];
        document.body.setAttribute('data-images', String(imgs.length));
        document.body.setAttribute('data-broken',
          imgs.filter(i => !i.complete || i.naturalWidth === 0).map(i => i.getAttribute('src')).join(' '));
      });</script></body>
      """
    let html = String(decoding: try #require(FileStore.read(report)), as: UTF8.self)
    let checkPath = FileStore.parent(report) + "/report-check.html"
    try FileStore.write(html.replacingOccurrences(of: "</body>", with: probe), to: checkPath)

    let p = Process()
    p.executableURL = URL(fileURLWithPath: browser)
    p.arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(root.path)/chrome",
      "--virtual-time-budget=3000", "--dump-dom", "file://\(checkPath)",
    ]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    let dom = String(decoding: data, as: UTF8.self)
    #expect(p.terminationStatus == 0)
    #expect(dom.contains("data-name=\"signup/compact-dark/kb-hidden-signup\""))
    #expect(dom.contains("changed"))
    // 3 images for the changed entry (expected, actual, diff) + 1 per other entry + control.
    #expect(dom.contains("data-images=\"7\""))
    #expect(
      dom.contains("data-broken=\"control-missing.png\""), "broken images: \(dom.suffix(600))")
  }
}

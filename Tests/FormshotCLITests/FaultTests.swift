// Faults and hostile paths, through the real binary (issue 16): killed runs, full and read-only
// folders, two record runs at once, names that try to leave the output folder, pictures over
// the pixel budget, a file that is not a theme, a huge default file name.
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite(.serialized) struct FaultTests {
  static let isRoot = geteuid() == 0

  /// The small bundled form's states with these tokens: a quick matrix to record.
  static let few = ["login", "--state", "kb-hidden,compact,light"]

  // MARK: - Helpers

  /// Whether `bytes` is a whole PNG: the signature, and the IEND chunk as the last 12 bytes.
  static func isCompletePNG(_ bytes: [UInt8]) -> Bool {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    return bytes.count > 20 && Array(bytes.prefix(8)) == signature
      && Array(bytes.suffix(12)) == iend
  }

  /// Every file under `dir` with its final name (no hidden temp file) is complete: PNGs end
  /// with IEND, JSON parses. Returns the problems found.
  static func partialFiles(in dir: URL) -> [String] {
    var problems: [String] = []
    for rel in CLI.files(in: dir) {
      let name = (rel as NSString).lastPathComponent
      if name.hasPrefix(".") { continue }
      let bytes = [UInt8]((try? Data(contentsOf: dir.appendingPathComponent(rel))) ?? Data())
      if rel.hasSuffix(".png"), !isCompletePNG(bytes) { problems.append("partial PNG \(rel)") }
      if rel.hasSuffix(".json"), (try? JSONSerialization.jsonObject(with: Data(bytes))) == nil {
        problems.append("partial JSON \(rel)")
      }
    }
    return problems
  }

  static func tempFiles(in dir: URL) -> [String] {
    CLI.files(in: dir).filter { ($0 as NSString).lastPathComponent.contains(".tmp-") }
  }

  /// A pid that belonged to a process that has exited (so a temp file naming it is stale).
  static func deadPID() throws -> Int32 {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/true")
    try p.run()
    p.waitUntilExit()
    return p.processIdentifier
  }

  /// Makes `dir` refuse new files, even for root: `chattr +i` as root (chmod does not stop
  /// root), `chmod 555` otherwise. The returned closure undoes it.
  static func makeReadOnly(_ dir: URL) throws -> () -> Void {
    if isRoot {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
      p.arguments = ["+i", dir.path]
      try p.run()
      p.waitUntilExit()
      try #require(p.terminationStatus == 0, "chattr +i failed")
      return {
        let q = Process()
        q.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        q.arguments = ["-i", dir.path]
        try? q.run()
        q.waitUntilExit()
      }
    }
    chmod(dir.path, 0o555)
    return { chmod(dir.path, 0o755) }
  }

  // MARK: - Stale temp files

  @Test func recordPruneAndDocsRemoveTheirOwnStaleTempFilesOnly() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let snaps = dir.appendingPathComponent("snaps")
    let sub = snaps.appendingPathComponent("login/compact-light")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    let dead = try Self.deadPID()
    let live = getpid()  // this test process: its temp files may be about to be renamed
    let stale = [".kb-hidden.png.tmp-\(dead)-12345", ".old.json.tmp-\(dead)-7"]
    let kept = [".kb-hidden.png.tmp-\(live)-99", ".notes.tmp-abc", "notes.tmp-\(dead)-1", ".keep"]
    for name in stale + kept { try Data("x".utf8).write(to: sub.appendingPathComponent(name)) }

    let record = try CLI.run(
      ["snapshot"] + Self.few + ["--record", "--snapshots", snaps.path, "--artifacts",
      dir.appendingPathComponent("art").path], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: sub.path))
    for name in stale { #expect(!left.contains(name), "stale \(name) was not removed") }
    for name in kept { #expect(left.contains(name), "\(name) is not formshot's stale temp file") }
    #expect(!FileManager.default.fileExists(atPath: snaps.appendingPathComponent(".formshot.lock").path))

    // --prune (a verify run) cleans up too.
    try Data("x".utf8).write(to: sub.appendingPathComponent(stale[0]))
    let prune = try CLI.run(
      ["snapshot"] + Self.few + ["--prune", "--snapshots", snaps.path, "--artifacts",
      dir.appendingPathComponent("art").path], in: dir)
    #expect(prune.status == 0, "\(prune.stderr)")
    #expect(!FileManager.default.fileExists(atPath: sub.appendingPathComponent(stale[0]).path))

    // docs cleans its own output folder.
    let gallery = dir.appendingPathComponent("gallery")
    try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: gallery.appendingPathComponent(".index.html.tmp-\(dead)-5"))
    try Data("x".utf8).write(to: gallery.appendingPathComponent(".mine"))
    let docs = try CLI.run(["docs", "login", "-o", gallery.path], in: dir)
    #expect(docs.status == 0, "\(docs.stderr)")
    #expect(Self.tempFiles(in: gallery).isEmpty)
    // The keyboard's show and hide animations are in the gallery (APNG: an acTL chunk).
    for name in ["login-keyboard-shows.png", "login-keyboard-hides.png"] {
      let bytes = try Data(contentsOf: gallery.appendingPathComponent(name))
      #expect(bytes.range(of: Data("acTL".utf8)) != nil, "\(name)")
    }
    #expect(FileManager.default.fileExists(atPath: gallery.appendingPathComponent(".mine").path))
  }

  // MARK: - Two record runs at once

  @Test func aSecondRecordRunIntoALockedFolderIsRefusedClearly() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let snaps = dir.appendingPathComponent("snaps")
    try FileManager.default.createDirectory(at: snaps, withIntermediateDirectories: true)
    // Hold the lock as a running formshot would.
    let lockPath = snaps.appendingPathComponent(".formshot.lock").path
    let fd = open(lockPath, O_RDWR | O_CREAT, 0o644)
    try #require(fd >= 0)
    try #require(flock(fd, LOCK_EX | LOCK_NB) == 0)
    _ = Array("4242 snapshot\n".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    let refused = try CLI.run(
      ["snapshot"] + Self.few + ["--record", "--snapshots", snaps.path], in: dir)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains("another formshot snapshot run (pid 4242) is writing into this folder"),
      "\(refused.stderr)")
    #expect(refused.stderr.contains(snaps.path))
    #expect(CLI.files(in: snaps).filter { !$0.hasPrefix(".") }.isEmpty, "nothing is written")
    // Released (as when the holder exits or is killed): the next run records.
    flock(fd, LOCK_UN)
    close(fd)
    let after = try CLI.run(
      ["snapshot"] + Self.few + ["--record", "--snapshots", snaps.path], in: dir)
    #expect(after.status == 0, "\(after.stderr)")
  }

  @Test func twoRecordRunsStartedTogetherNeverInterleave() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let snaps = dir.appendingPathComponent("snaps").path
    func start() throws -> (Process, Pipe) {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: CLI.binary)
      p.arguments = ["snapshot", "login", "--record", "--snapshots", snaps, "--jobs", "1"]
      p.currentDirectoryURL = dir
      let err = Pipe()
      p.standardError = err
      p.standardOutput = FileHandle.nullDevice
      try p.run()
      return (p, err)
    }
    let (a, aErr) = try start()
    let (b, bErr) = try start()
    let aText = String(decoding: aErr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let bText = String(decoding: bErr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    a.waitUntilExit()
    b.waitUntilExit()
    let statuses = [a.terminationStatus, b.terminationStatus]
    // Both succeeded one after the other, or one was refused with the clear message.
    #expect(statuses.contains(0), "\(aText)\n\(bText)")
    if statuses.contains(1) {
      #expect((aText + bText).contains("is writing into this folder"), "\(aText)\n\(bText)")
    }
    #expect(Self.partialFiles(in: URL(fileURLWithPath: snaps)).isEmpty)
    #expect(Self.tempFiles(in: URL(fileURLWithPath: snaps)).isEmpty)
    #expect(CLI.files(in: URL(fileURLWithPath: snaps)).filter { $0.hasSuffix(".png") }.count > 1)
  }

  // MARK: - Read-only and full folders

  @Test func aReadOnlyFolderIsAClearErrorAndNothingIsWritten() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let locked = dir.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    let undo = try Self.makeReadOnly(locked)
    defer { undo() }
    // The fixture really refuses writes (root included).
    #expect(!FileManager.default.createFile(atPath: locked.appendingPathComponent("probe").path, contents: Data()))

    let record = try CLI.run(
      ["snapshot"] + Self.few + ["--record", "--snapshots", locked.path], in: dir)
    #expect(record.status == 1)
    #expect(record.stderr.contains(locked.path), "\(record.stderr)")
    #expect(record.stderr.contains("Operation not permitted") || record.stderr.contains("Permission denied"), "\(record.stderr)")
    #expect(CLI.files(in: locked).isEmpty)

    let render = try CLI.run(["render", "login", "-o", locked.appendingPathComponent("x.png").path], in: dir)
    #expect(render.status == 1)
    #expect(render.stderr.contains(locked.appendingPathComponent("x.png").path), "\(render.stderr)")
    #expect(CLI.files(in: locked).isEmpty)

    let docs = try CLI.run(["docs", "login", "-o", locked.path], in: dir)
    #expect(docs.status == 1)
    #expect(docs.stderr.contains(locked.path), "\(docs.stderr)")
    #expect(CLI.files(in: locked).isEmpty)
  }

  @Test func aFolderBelowARegularFileIsAClearError() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("plain")
    try Data("x".utf8).write(to: file)
    let target = file.appendingPathComponent("snaps").path
    let record = try CLI.run(["snapshot"] + Self.few + ["--record", "--snapshots", target], in: dir)
    #expect(record.status == 1)
    #expect(record.stderr.contains(target), "\(record.stderr)")
    #expect(record.stderr.contains("cannot create folder"), "\(record.stderr)")
    let render = try CLI.run(["render", "login", "-o", target + "/x.png"], in: dir)
    #expect(render.status == 1)
    #expect(render.stderr.contains("cannot create folder"), "\(render.stderr)")
  }

  /// A 96 KB tmpfs fills up after a few pictures: each failure names the path and the cause,
  /// the run exits 1, the states not written are counted as failed, and no file under its
  /// final name is partial. Mounting needs root, so other users skip it (said by the trait).
  @Test(.enabled(if: FaultTests.isRoot, "mounting a small tmpfs needs root"))
  func aFullDiskIsAClearErrorAndLeavesNoPartialFile() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let disk = dir.appendingPathComponent("disk")
    try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
    let mount = Process()
    mount.executableURL = URL(fileURLWithPath: "/bin/mount")
    mount.arguments = ["-t", "tmpfs", "-o", "size=96k", "tmpfs", disk.path]
    try mount.run()
    mount.waitUntilExit()
    try #require(mount.terminationStatus == 0, "mount failed")
    defer {
      let umount = Process()
      umount.executableURL = URL(fileURLWithPath: "/bin/umount")
      umount.arguments = [disk.path]
      try? umount.run()
      umount.waitUntilExit()
    }
    let snaps = disk.appendingPathComponent("snaps")
    let record = try CLI.run(
      ["snapshot", "login", "--record", "--snapshots", snaps.path, "--jobs", "1"], in: dir)
    #expect(record.status == 1)
    #expect(record.stderr.contains("No space left on device"), "\(record.stderr)")
    #expect(record.stderr.contains(snaps.path), "\(record.stderr)")
    #expect(record.stderr.contains(" failed"), "the summary counts the states not written")
    #expect(Self.partialFiles(in: snaps).isEmpty)
    #expect(Self.tempFiles(in: snaps).isEmpty)

    let out = disk.appendingPathComponent("big.png").path
    let filler = disk.appendingPathComponent("filler")
    FileManager.default.createFile(atPath: filler.path, contents: Data(count: 96 * 1024))
    let render = try CLI.run(["render", "login", "-o", out], in: dir)
    #expect(render.status == 1)
    #expect(render.stderr.contains(out) && render.stderr.contains("No space left on device"), "\(render.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(Self.tempFiles(in: disk).isEmpty)
  }

  // MARK: - Killed runs

  /// kill -9 at several moments of `snapshot --record`, `render` and `docs`: no partial or
  /// corrupt file under a final name; the next record or docs run removes the temp files left
  /// behind.
  @Test func killedAtAnyMomentLeavesNoPartialFile() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let snaps = dir.appendingPathComponent("snaps")
    for delay in [0.05, 0.2, 0.4, 0.8, 1.5] {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: CLI.binary)
      p.arguments = ["snapshot", "login", "--record", "--snapshots", snaps.path]
      p.currentDirectoryURL = dir
      p.standardOutput = FileHandle.nullDevice
      p.standardError = FileHandle.nullDevice
      try p.run()
      Thread.sleep(forTimeInterval: delay)
      kill(p.processIdentifier, SIGKILL)
      p.waitUntilExit()
      #expect(Self.partialFiles(in: snaps).isEmpty, "after kill at \(delay) s")

      let out = dir.appendingPathComponent("one.png")
      let r = Process()
      r.executableURL = URL(fileURLWithPath: CLI.binary)
      r.arguments = ["render", "signup", "--state", "xray", "-o", out.path]
      r.standardOutput = FileHandle.nullDevice
      r.standardError = FileHandle.nullDevice
      try r.run()
      Thread.sleep(forTimeInterval: delay)
      kill(r.processIdentifier, SIGKILL)
      r.waitUntilExit()
      if let bytes = try? Data(contentsOf: out) {
        #expect(Self.isCompletePNG([UInt8](bytes)), "render killed at \(delay) s")
      }
      try? FileManager.default.removeItem(at: out)

      let gallery = dir.appendingPathComponent("gallery")
      let d = Process()
      d.executableURL = URL(fileURLWithPath: CLI.binary)
      d.arguments = ["docs", "login", "-o", gallery.path]
      d.standardOutput = FileHandle.nullDevice
      d.standardError = FileHandle.nullDevice
      try d.run()
      Thread.sleep(forTimeInterval: delay)
      kill(d.processIdentifier, SIGKILL)
      d.waitUntilExit()
      #expect(Self.partialFiles(in: gallery).isEmpty, "docs killed at \(delay) s")
    }
    let docs = try CLI.run(["docs", "login", "-o", dir.appendingPathComponent("gallery").path], in: dir)
    #expect(docs.status == 0, "\(docs.stderr)")
    #expect(Self.tempFiles(in: dir.appendingPathComponent("gallery")).isEmpty)
    let again = try CLI.run(["snapshot", "login", "--record", "--snapshots", snaps.path], in: dir)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(Self.tempFiles(in: snaps).isEmpty)
    #expect(Self.partialFiles(in: snaps).isEmpty)
  }

  // MARK: - Output paths

  /// Names that try to leave the output folder: each is refused or lands inside it.
  @Test func noNameMakesFormshotWriteOutsideItsFolder() throws {
    let sandbox = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: sandbox) }
    let work = sandbox.appendingPathComponent("a/b/work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let hostile: [(file: String, text: String)] = [
      ("dots.form", "form ..\nscreen s {\n}\n"),
      ("slash.form", "form a/b\nscreen s {\n}\n"),
      ("abs.form", "form /tmp/x\nscreen s {\n}\n"),
      ("axis.form", "form f\naxis mode: a | ../../up\nscreen s {\n}\n"),
      ("axis2.form", "form f\naxis mode: a | \"../../up\"\nscreen s {\n}\n"),
      ("view.form", "form f\nscreen s {\n  label ../x \"t\" { top = safeArea.top }\n}\n"),
    ]
    for h in hostile {
      try Data(h.text.utf8).write(to: work.appendingPathComponent(h.file))
    }
    var runs: [[String]] = []
    for h in hostile {
      runs.append(["snapshot", h.file, "--record", "--snapshots", "snaps"])
      runs.append(["docs", h.file, "-o", "gallery"])
      runs.append(["render", h.file])
    }
    runs += [
      ["snapshot", "login", "--record", "--snapshots", "snaps", "--only", "../../*"],
      ["snapshot", "login", "--record", "--snapshots", "snaps", "--only", "/*"],
      ["snapshot", "login", "--record", "--snapshots", "snaps", "--state", "../../x"],
      ["render", "login", "--state", "value:email=../../../escaped"],
      ["render", "login", "--state", "value:email=/tmp/escaped"],
      ["render", "login", "--theme", "../../../etc/passwd"],
      ["render", "login", "--theme", "../../x.theme"],
      ["render", "login", "--state", "kb-shown/../../../x"],
    ]
    // Absolute paths some of the names aim at: they must not appear (ones that already exist
    // on this machine cannot tell, so they are left out of the check).
    let targets = ["/tmp/escaped.png", "/tmp/x", "/tmp/x.png"].filter {
      !FileManager.default.fileExists(atPath: $0)
    }
    for args in runs {
      let r = try CLI.run(args, in: work)
      #expect(r.status != 139 && r.status != 134, "\(args) crashed")
    }
    // Only the work folder got files.
    let outside = CLI.files(in: sandbox).filter { !$0.hasPrefix("a/b/work/") }
    #expect(outside.isEmpty, "written outside the folder: \(outside)")
    for target in targets {
      #expect(!FileManager.default.fileExists(atPath: target), "\(target) was written")
    }
  }

  // MARK: - Resource limits

  @Test func aCanvasOverThePixelBudgetIsALocatedErrorBeforeAnyAllocation() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let huge = "form huge\ndevice compact { canvas: 10000 x 10000 }\nscreen s {\n}\n"
    try Data(huge.utf8).write(to: dir.appendingPathComponent("huge.form"))
    let start = Date()
    let render = try CLI.run(["render", "huge.form", "--scale", "3"], in: dir)
    #expect(render.status == 1)
    #expect(render.stderr.contains("huge.form:2:"), "\(render.stderr)")
    #expect(render.stderr.contains("over the budget of 50 megapixels"), "\(render.stderr)")
    #expect(Date().timeIntervalSince(start) < 20, "refused before rendering")
    let check = try CLI.run(["check", "huge.form"], in: dir)
    #expect(check.status == 1)
    #expect(check.stderr.contains("over the budget"), "\(check.stderr)")

    // Within the budget at its own scale, over it at --scale 3: refused at render time.
    let big = "form big\ndevice compact { canvas: 2500 x 2500; scale: 1 }\nscreen s {\n}\n"
    try Data(big.utf8).write(to: dir.appendingPathComponent("big.form"))
    let scaled = try CLI.run(["render", "big.form", "--scale", "3", "-o", "big.png"], in: dir)
    #expect(scaled.status == 1)
    #expect(scaled.stderr.contains("7500×7500 pixels is over the budget of 50 megapixels"), "\(scaled.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("big.png").path))
  }

  @Test func aFileThatIsNotAThemeIsSaidToBeSoWithoutEchoingIt() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let secret = "root:$6$secretsalt$secrethash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n"
    let path = dir.appendingPathComponent("shadow").path
    try Data(secret.utf8).write(to: URL(fileURLWithPath: path))
    let r = try CLI.run(["render", "login", "--theme", path, "-o", "x.png"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.contains("not a theme file"), "\(r.stderr)")
    #expect(r.stderr.contains(path + ":1"), "\(r.stderr)")
    #expect(!r.stderr.contains("secret") && !r.stderr.contains("root:"), "\(r.stderr)")
  }

  @Test func aHugeValueInTheDefaultFileNameIsCut() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let value = String(repeating: "a", count: 100_000)
    let r = try CLI.run(["render", "login", "--state", "value:email=" + value], in: dir)
    #expect(r.status == 0, "\(r.stderr.prefix(300))")
    let name = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(name.utf8.count <= 124 && name.hasSuffix(".png"), "\(name.prefix(300))")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path))
    #expect(r.stderr.count < 2_000)
    // Another long value gives another name (the cut name carries a hash of the whole).
    let other = try CLI.run(["render", "login", "--state", "value:email=" + value + "b"], in: dir)
    #expect(other.stdout.trimmingCharacters(in: .whitespacesAndNewlines) != name)
  }
}

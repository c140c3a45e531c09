// formshot-render-bench, part (d)–(f): whole processes measured from outside, as users run
// them — the formshot binary next to this bench, a one-shot headless Chromium screenshot as the
// external baseline, and generated forms of growing size (issue 15, goals 2–4).

import Foundation
import Glibc

/// Wall seconds and peak resident MB of one child process; nil wall when it was killed after
/// `timeout` seconds.
struct ChildRun {
  var wall: Double?
  var peakMB: Double
  var status: Int32
  /// User + system CPU seconds of the child and everything it waited for (wait4's rusage).
  var cpu: Double = 0
  /// What the child wrote to stderr, when asked for.
  var stderr = ""
}

/// Where `/usr/bin/time` writes the child's peak RSS.
let peakFile = FileManager.default.temporaryDirectory.path + "/formshot-render-bench-peak-\(getpid())"

/// Runs `argv` with stdout/stderr sent to /dev/null, measuring wall time and peak RSS.
///
/// The peak comes from `/usr/bin/time -f %M` (GNU time) when installed, else is left at 0: a
/// child spawned straight from this process reports this process's own high-water mark in
/// ru_maxrss (Linux carries it across exec), which after part (b) is hundreds of MB.
func runChild(_ argv: [String], timeout: Double = 120, keepStderr: Bool = false) -> ChildRun {
  let timed = access("/usr/bin/time", X_OK) == 0
  unlink(peakFile)
  let argv = timed ? ["/usr/bin/time", "-f", "%M", "-o", peakFile] + argv : argv
  let stderrFile = peakFile + ".stderr"
  unlink(stderrFile)
  var pid: pid_t = 0
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(
    &actions, 2, keepStderr ? stderrFile : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  defer { posix_spawn_file_actions_destroy(&actions) }
  var cargs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
  defer { for p in cargs { free(p) } }
  let start = clock.now
  // Its own process group, so a timeout stops the whole tree (time and the command).
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
  posix_spawnattr_setpgroup(&attributes, 0)
  guard posix_spawnp(&pid, argv[0], &actions, &attributes, &cargs, environ) == 0 else {
    return ChildRun(wall: nil, peakMB: 0, status: -1)
  }
  var status: Int32 = 0
  var usage = rusage()
  var killed = false
  while true {
    let r = wait4(pid, &status, WNOHANG, &usage)
    if r == pid { break }
    if seconds(clock.now - start) > timeout && !killed {
      kill(-pid, SIGKILL)
      killed = true
    }
    usleep(killed ? 10_000 : 500)
  }
  let wall = seconds(clock.now - start)
  let peakKB = (try? String(contentsOfFile: peakFile, encoding: .utf8))?
    .split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.last
  func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
  var run = ChildRun(
    wall: killed ? nil : wall, peakMB: (peakKB ?? 0) / 1024,
    status: killed ? -1 : (status >> 8) & 0xff, cpu: s(usage.ru_utime) + s(usage.ru_stime))
  if keepStderr {
    run.stderr = (try? String(contentsOfFile: stderrFile, encoding: .utf8)) ?? ""
    unlink(stderrFile)
  }
  return run
}

/// The median wall and CPU time of `reps` runs of `argv` (after one warm-up run).
func medianWall(_ argv: [String], reps: Int) -> (wall: Double, peakMB: Double, cpu: Double) {
  _ = runChild(argv)
  var walls: [Double] = []
  var cpus: [Double] = []
  var peak = 0.0
  for _ in 0..<reps {
    let r = runChild(argv)
    if let w = r.wall {
      walls.append(w)
      cpus.append(r.cpu)
    }
    peak = max(peak, r.peakMB)
  }
  return (median(walls), peak, median(cpus))
}

/// `formshot render --timings` run `reps` times: the median of each stage it prints, in its
/// order, plus the whole process's wall and CPU time measured from outside and the part of the
/// wall time outside `main` (process start before the clock, and exit).
func renderBreakdown(_ argv: [String], reps: Int) -> [(stage: String, seconds: Double)] {
  var order: [String] = []
  var values: [String: [Double]] = [:]
  var walls: [Double] = []
  var cpus: [Double] = []
  var outside: [Double] = []
  _ = runChild(argv)
  for _ in 0..<reps {
    let r = runChild(argv + ["--timings"], keepStderr: true)
    guard let wall = r.wall, r.status == 0 else { continue }
    var total: Double?
    for line in r.stderr.split(separator: "\n") where line.hasSuffix(" ms") {
      let parts = line.split(separator: " ", omittingEmptySubsequences: true)
      guard parts.count >= 3, let ms = Double(parts[parts.count - 2]) else { continue }
      let name = parts.dropLast(2).joined(separator: " ")
      if values[name] == nil { order.append(name) }
      values[name, default: []].append(ms / 1000)
      if name == "total in main" { total = ms / 1000 }
    }
    walls.append(wall)
    cpus.append(r.cpu)
    if let total { outside.append(wall - total) }
  }
  return order.map { ($0, median(values[$0] ?? [])) } + [
    ("whole process, wall (outside)", median(walls)),
    ("  of which outside main: start + exit", median(outside)),
    ("whole process, CPU (outside)", median(cpus)),
  ]
}

/// `name` on PATH, or nil.
func onPath(_ name: String) -> String? {
  for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let path = "\(dir)/\(name)"
    if access(path, X_OK) == 0 { return path }
  }
  return nil
}

/// A static page of about the sign-up form's complexity (title, three labelled fields, a
/// segmented control, a table of four rows, a footnote, a button and a keyboard-sized block),
/// for the Chromium one-shot baseline: the seed's own demo page is not in the repository.
let comparablePage = """
  <!doctype html><html><head><meta charset="utf-8"><style>
  body{margin:0;width:390px;height:844px;font:17px/22px sans-serif;background:#f2f2f7}
  h1{font-size:34px;line-height:41px;margin:60px 16px 20px;font-weight:700}
  .f{background:#fff;margin:0 16px 8px;border-radius:10px;height:50px;display:flex;align-items:center;padding:0 16px}
  .f span{width:88px}.f i{color:#999;font-style:normal}
  .seg{margin:16px;height:32px;background:#e3e3e8;border-radius:8px;display:flex}
  .seg div{flex:1;text-align:center;line-height:32px;font-size:13px}
  .seg .on{background:#fff;border-radius:7px;margin:2px;line-height:28px;font-weight:600}
  table{margin:16px;width:358px;background:#fff;border-radius:10px;border-collapse:collapse}
  td{height:44px;padding:0 16px;border-top:1px solid #ddd}td+td{text-align:right;color:#888}
  p{margin:7px 32px;font-size:13px;color:#888}
  button{position:absolute;left:20px;right:20px;bottom:344px;height:50px;border:0;
  border-radius:12px;background:#007aff;color:#fff;font-size:17px;font-weight:600}
  .kb{position:absolute;left:0;right:0;bottom:0;height:336px;background:#d1d3d9}
  </style></head><body><h1>Create account</h1>
  <div class="seg"><div class="on">Sign up</div><div>Log in</div></div>
  <div class="f"><span>Name</span><i>Required</i></div>
  <div class="f"><span>Email</span><i>you@example.com</i></div>
  <div class="f"><span>Password</span><i>Required</i></div>
  <table><tr><td>Display name</td><td>Not set</td></tr><tr><td>Email</td><td>Not set</td></tr>
  <tr><td>Time zone for reminders</td><td>Pacific Daylight Time</td></tr>
  <tr><td>Value resists compression</td><td>◯</td></tr></table>
  <p>Off: the label has the higher compression resistance, so long values truncate first.</p>
  <button>Create account</button><div class="kb"></div></body></html>
  """

/// A generated form of about `views` views in one scroll view: a chain of plain views, a chain
/// of labels, views nested one level, and tables of four rows holding a label each.
/// - Returns: the form text and its exact view count.
func scaleForm(views n: Int) -> (text: String, views: Int) {
  let q = n / 4
  var out = [
    "form scale", "screen scr {", "  scrollView sv {",
    "    top = safeArea.top; pin-x; bottom = safeArea.bottom",
  ]
  var prev: String?
  var count = 0
  func place(_ p: String?) -> String { p.map { "below \($0) 2" } ?? "top = content.top + 8" }
  for i in 0..<q {
    out.append("    view p\(i) { \(place(prev)); align-leading margins; width = 100; height = 4 }")
    prev = "p\(i)"
    count += 1
  }
  for i in 0..<q {
    out.append("    label l\(i) \"Label number \(i)\" { \(place(prev)); align-leading margins }")
    prev = "l\(i)"
    count += 1
  }
  for i in 0..<(q / 2) {
    out.append("    view n\(i) { \(place(prev)); align-leading margins; width = 200; height = 20")
    out.append(
      "      view n\(i)c { top = superview.top + 2; leading = superview.leading + 2; width = 10; height = 10 }"
    )
    out.append("    }")
    prev = "n\(i)"
    count += 2
  }
  var k = 0
  while count + 9 <= n {
    out.append("    table t\(k) { \(place(prev)); align-leading margins; sync-width margins")
    for j in 0..<4 {
      var pos = j == 0 ? "pin-top; pin-x" : "below t\(k)r\(j - 1); pin-x"
      if j == 3 { pos += "; pin-bottom" }
      out.append("      row t\(k)r\(j) { \(pos)")
      out.append(
        "        label lbl \"Row \(j)\" { minHeight: 44; leading = superview.leadingMargin; pin-y }")
      out.append("      }")
    }
    out.append("    }")
    prev = "t\(k)"
    k += 1
    count += 9
  }
  out.append("    content.bottom >= \(prev ?? "sv").bottom")
  out += ["  }", "}"]
  return (out.joined(separator: "\n") + "\n", count)
}

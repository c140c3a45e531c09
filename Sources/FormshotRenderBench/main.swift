// formshot-render-bench: times rendering and the snapshot matrix of a form, with ratios
// against baselines measured in the same run (never in unit tests).
//
//   swift build -c release --product formshot-render-bench
//   .build/release/formshot-render-bench [FORM] [--reps R] [--scale S] [--state TOKENS] [--xray]
//
// (a) one state: resolve+solve / paint / encode, median of R renders (after one warm-up);
// (b) the full matrix: verify and record wall time on 2 workers and on 1, against the PNG-encode
//     floor of the same images (encode only, of pixels painted beforehand, on the same workers);
// (c) peak memory (VmHWM from /proc/self/status) after the matrix runs.

import CairoBackend
import Formshot
import Foundation
import Snapshotting

// MARK: - Options

struct Options {
  var form: String?
  var reps = 5
  var scale: Double?
  var state = ["kb-shown"]
  var xray = false
  var keep = false
}

func usage(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  FileHandle.standardError.write(
    Data(
      ("usage: formshot-render-bench [FORM] [--reps R] [--scale S] [--state TOKENS] [--xray]"
        + " [--keep]\n").utf8))
  exit(2)
}

func parseOptions() -> Options {
  var o = Options()
  var args = CommandLine.arguments.dropFirst()
  func value(_ flag: String) -> String {
    guard let v = args.popFirst() else { usage("\(flag) needs a value") }
    return v
  }
  while let a = args.popFirst() {
    switch a {
    case "--reps":
      guard let n = Int(value(a)) else { usage("--reps needs an integer") }
      o.reps = n
    case "--scale":
      guard let s = Double(value(a)), s > 0, s <= 8 else { usage("--scale takes 0 < S ≤ 8") }
      o.scale = s
    case "--state": o.state = value(a).split(separator: ",").map(String.init)
    case "--xray": o.xray = true
    case "--keep": o.keep = true
    case "-h", "--help": usage("formshot-render-bench: time rendering and snapshot runs")
    default:
      if a.hasPrefix("-") || o.form != nil { usage("unexpected argument \(a)") }
      o.form = a
    }
  }
  if o.reps < 1 { usage("--reps must be at least 1") }
  return o
}

// MARK: - Measuring

let clock = ContinuousClock()

func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

func time(_ body: () throws -> Void) rethrows -> Double {
  let t0 = clock.now
  try body()
  return seconds(clock.now - t0)
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  guard !s.isEmpty else { return .nan }
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func ms(_ s: Double) -> String { String(format: "%8.1f ms", s * 1000) }
func ratio(_ x: Double) -> String { String(format: "%5.2f×", x) }

/// A `/proc/self/status` field in MB (VmHWM = peak resident set, VmRSS = current).
func procStatusMB(_ field: String) -> Double? {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
    let kb = line.split(separator: " ").compactMap { Double($0) }.first
    return kb.map { $0 / 1024 }
  }
  return nil
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("formshot-render-bench: \(message)\n".utf8))
  exit(1)
}

func tempDir(_ tag: String) -> String {
  let path = FileManager.default.temporaryDirectory.path
    + "/formshot-render-bench-\(tag)-\(UUID().uuidString)"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

// MARK: - (a) One state

let options = parseOptions()
let document: FormDocument
do { document = try FormDocument.resolve(options.form) } catch { fail(error.message) }
let cores = ProcessInfo.processInfo.activeProcessorCount
var load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
print("form \(document.name), reps \(options.reps), \(cores) cores, loadavg \(load)", terminator: "")

let renderer: FormRenderer
do { renderer = try FormRenderer() } catch { fail(error.message) }
var layoutT: [Double] = []
var paintT: [Double] = []
var encodeT: [Double] = []
var totalT: [Double] = []
var rendererInit: [Double] = []
var pngBytes = 0
var pixelSize = ""
do {
  _ = try renderer.render(document, state: options.state, scale: options.scale)  // warm-up
  for _ in 0..<options.reps {
    var out: RenderedState?
    let total = try time { out = try renderer.render(document, state: options.state, scale: options.scale) }
    guard let out else { continue }
    layoutT.append(out.timings.layout)
    paintT.append(out.timings.paint)
    encodeT.append(out.timings.encode)
    totalT.append(total)
    pngBytes = out.bytes.count
    let s = options.scale ?? out.form.environment.scale
    pixelSize = "\(Int((out.displayList.size.width * s).rounded()))×"
      + "\(Int((out.displayList.size.height * s).rounded()))"
    rendererInit.append(try time { _ = try FormRenderer() })
  }
} catch { fail("\(error)") }

let scaleText = options.scale.map { "\($0)" } ?? "device default"
print("\n(a) one state [\(options.state.joined(separator: " "))], scale \(scaleText), \(pixelSize) px, PNG \(pngBytes / 1024) KB — median of \(options.reps)")
print("    resolve+solve \(ms(median(layoutT)))")
print("    paint         \(ms(median(paintT)))")
print("    encode (PNG)  \(ms(median(encodeT)))")
print("    total         \(ms(median(totalT)))")
print("    new renderer  \(ms(median(rendererInit)))  (fonts; once per worker thread)")

// MARK: - (b) Full matrix

let source = FormSnapshotSource(document: document, scale: options.scale, includeXray: options.xray)
let matrix = document.matrix(xray: options.xray)

/// The encode-only floor: every state is painted first (untimed), then only
/// `PNGCodec.encode` of those pixels is timed. Returns the busiest worker's encode time (the
/// wall time a pool doing nothing but encoding would need) and the sum over all workers.
func encodeFloor(workers: Int) -> (wall: Double, cpu: Double) {
  let perThread = WorkerPool.map(matrix, workers: workers) { state -> (Int, Double) in
    let storage = Thread.current.threadDictionary
    do {
      let r: FormRenderer
      if let c = storage["bench.form"] as? FormRenderer { r = c } else {
        r = try FormRenderer()
        storage["bench.form"] = r
      }
      let out = try r.render(document, state: state, scale: options.scale)
      let cairo: CairoRenderer
      if let c = storage["bench.cairo"] as? CairoRenderer { cairo = c } else {
        cairo = try CairoRenderer()
        storage["bench.cairo"] = cairo
      }
      let pixels = try cairo.pixels(out.displayList, scale: options.scale ?? out.form.environment.scale)
      let t = try time { _ = try PNGCodec.encode(pixels) }
      return (ObjectIdentifier(Thread.current).hashValue, t)
    } catch { fail("floor: \(error)") }
  }
  var byThread: [Int: Double] = [:]
  for (thread, t) in perThread { byThread[thread, default: 0] += t }
  return (byThread.values.max() ?? 0, perThread.reduce(0) { $0 + $1.1 })
}

/// One snapshot run; returns wall time and the summary line.
func run(record: Bool, snapshots: String, workers: Int) -> (Double, String) {
  let artifacts = tempDir("artifacts")
  defer { try? FileManager.default.removeItem(atPath: artifacts) }
  let opts = SnapshotOptions(
    snapshotDirectory: snapshots, artifactsDirectory: artifacts, record: record ? .all : .never,
    workers: workers, progress: false, environment: [:])
  var summary: SnapshotSummary?
  let t = time { summary = try? SnapshotRunner(source: source, options: opts).run() }
  guard let summary else { fail("snapshot run failed") }
  let ok = record ? summary.recorded == matrix.count : summary.matched == matrix.count
  if !ok { fail("unexpected result: \(summary.line)") }
  return (t, summary.line)
}

let baselines = tempDir("baselines")
_ = run(record: true, snapshots: baselines, workers: 2)  // baselines for verify; warms up
var verify: [Int: [Double]] = [1: [], 2: []]
var recordT: [Int: [Double]] = [1: [], 2: []]
var floorWall: [Int: [Double]] = [1: [], 2: []]
var floorCPU: [Double] = []
var hwmAfterRuns: Double?
var storedBytes = 0
for path in FileStore.files(under: baselines) {
  storedBytes += FileStore.read(baselines + "/" + path)?.count ?? 0
}
for _ in 0..<options.reps {
  for workers in [2, 1] {
    verify[workers]!.append(run(record: false, snapshots: baselines, workers: workers).0)
    let fresh = tempDir("record")
    recordT[workers]!.append(run(record: true, snapshots: fresh, workers: workers).0)
    if !options.keep { try? FileManager.default.removeItem(atPath: fresh) }
  }
}
hwmAfterRuns = procStatusMB("VmHWM")
for _ in 0..<options.reps {
  for workers in [2, 1] {
    let f = encodeFloor(workers: workers)
    floorWall[workers]!.append(f.wall)
    if workers == 1 { floorCPU.append(f.cpu) }
  }
}
if !options.keep { try? FileManager.default.removeItem(atPath: baselines) }

let v2 = median(verify[2]!), v1 = median(verify[1]!)
let r2 = median(recordT[2]!), r1 = median(recordT[1]!)
let f2 = median(floorWall[2]!), f1 = median(floorWall[1]!)
print("\n(b) full matrix: \(matrix.count) states, scale \(scaleText), baselines \(storedBytes / 1024) KB — median of \(options.reps)")
print("                 2 workers     1 worker    1w/2w")
print("    verify    \(ms(v2))  \(ms(v1))   \(ratio(v1 / v2))")
print("    record    \(ms(r2))  \(ms(r1))   \(ratio(r1 / r2))")
print("    floor     \(ms(f2))  \(ms(f1))   \(ratio(f1 / f2))   (PNG encode only, busiest worker)")
print("    verify / floor  \(ratio(v2 / f2)) (2 workers)  \(ratio(v1 / f1)) (1 worker)   target ≤ 1.30×")
print("    record / floor  \(ratio(r2 / f2)) (2 workers)  \(ratio(r1 / f1)) (1 worker)")
print("    speedup 2 vs 1  verify \(ratio(v1 / v2)), record \(ratio(r1 / r2))   target ≥ 1.80×")
print("    encode CPU for the matrix \(ms(median(floorCPU)))")

// MARK: - (c) Memory

print("\n(c) peak memory (VmHWM) after all verify/record runs: "
  + (hwmAfterRuns.map { String(format: "%.1f MB", $0) } ?? "n/a") + "   target ≤ 150 MB")
load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
print("loadavg at the end \(load)", terminator: "")

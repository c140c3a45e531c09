// formshot-render-bench: times rendering and the snapshot matrix of a form, with ratios
// against baselines measured in the same run (never in unit tests).
//
//   swift build -c release --product formshot-render-bench
//   .build/release/formshot-render-bench [FORM] [--reps R] [--scale S] [--state TOKENS] [--xray]
//
// (a) one state: resolve+solve / scene / paint (cairo) / encode (PNG), median of R renders
//     after one warm-up, plus the encode time and size at other zlib levels;
// (b) the full matrix: verify and record wall time on 2 workers and on 1, against the PNG-encode
//     floor of the same images (encode only, of pixels painted beforehand, on the same workers);
// (c) peak memory (VmHWM from /proc/self/status) after a verify and a record run of the matrix
//     on 2 workers (measured before the floor's images are painted and held);
// (f) the example forms (settings, checkout, verification) against the sign-up form at 3×, in
//     the same states, rendered alternately (target: within 1.2× of the sign-up form).
//
// The machine may be shared: every line also gives CPU time, and the load average is printed
// at the start and the end. Verify/record/floor runs alternate within each repetition, so a
// change in load hits all of them alike.


import CPNGCodec
import CairoBackend
import CommandArguments
import Formshot
import Foundation
import Geometry
import LayoutContract
import PNG
import FormshotSnapshots

// MARK: - Options

struct Options {
  var form: String?
  var reps = 5
  var scale: Double?
  var state = ["kb-shown"]
  var xray = false
  var keep = false
  var sizes = [500, 1_000, 2_000, 5_000, 20_000]
  var timeout = 60.0
  var animationOnly = false
  /// `--matrix-only`: parts (a), (b) and (c) only.
  var matrixOnly = false
  var interfaceBuilder = false
  var generatedOnly = false
  /// `--parse-only`: part (g) alone, for profiling the front end.
  var parseOnly = false
  /// `--stages OUT`: the child mode of part (e2).
  var stagesOutput: String?
}

let spec = CommandSpec(
  name: "formshot-render-bench",
  abstract: "Time rendering one state and the snapshot matrix of a form, with peak memory.",
  usage: "formshot-render-bench [FORM] [--reps R] [--scale S] [--state TOKENS] [--xray] [--keep] [--sizes N,N,…] [--timeout S] [--interface-builder] [--generated-only] [--parse-only] [--matrix-only]",
  options: [
    OptionSpec(names: ["--reps"], value: "R", help: "Renders per measurement (default 5)."),
    OptionSpec(names: ["--scale"], value: "S", help: "Pixels per point, 0 < S ≤ 8 (default: the device's)."),
    OptionSpec(names: ["--state"], value: "TOKENS", help: "The state of part (a), comma-separated (default kb-shown)."),
    OptionSpec(names: ["--xray"], value: nil, help: "Include every state again with X-ray on."),
    OptionSpec(names: ["--keep"], value: nil, help: "Keep the temporary snapshot folders."),
    OptionSpec(names: ["--sizes"], value: "N,N,…", help: "View counts of the generated forms of part (e) (default 500,1000,2000,5000,20000)."),
    OptionSpec(names: ["--timeout"], value: "S", help: "Seconds before a generated-form run is stopped (default 60)."),
    OptionSpec(names: ["--animation-only"], value: nil, help: "Run only part (a2), the keyboard animation."),
    OptionSpec(names: ["--matrix-only"], value: nil, help: "Run only parts (a), (b) and (c): one state, the matrix's verify and record against the encode floors, and peak memory."),
    OptionSpec(names: ["--interface-builder"], value: nil, help: "Only part (f): open and lay out a generated 300-view xib scene, and check a 40-scene storyboard."),
    OptionSpec(names: ["--generated-only"], value: nil, help: "Only parts (e), (e2) and (g): the generated forms, stage by stage, and the front end's MB/s."),
    OptionSpec(names: ["--parse-only"], value: nil, help: "Only part (g): the front end's MB/s on FORM (default: the generated form of the largest --sizes) and on a 5 MB single line."),
    OptionSpec(names: ["--stages"], value: "OUT", help: "Internal (part e2): time FORM's stages in this process and write them to OUT."),
  ],
  maxPositionals: 1)

func parseOptions() -> Options {
  var o = Options()
  _ = parseCommandLine(spec) { args throws(UsageError) in
    o.form = args.positionals.first
    o.reps = try args.int("--reps", range: 1...1_000_000) ?? o.reps
    if let s = try args.double("--scale", range: 0...8) {
      guard s > 0 else { throw UsageError(message: "--scale takes 0 < S ≤ 8, not '\(s)'") }
      o.scale = s
    }
    if let state = args.value("--state") { o.state = state.split(separator: ",").map(String.init) }
    o.xray = args.flag("--xray")
    o.keep = args.flag("--keep")
    if let sizes = args.value("--sizes") {
      let parsed = sizes.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
      guard !parsed.isEmpty else { throw UsageError(message: "--sizes takes view counts like 500,1000, not '\(sizes)'") }
      o.sizes = parsed
    }
    o.timeout = try args.double("--timeout", range: 1...3600) ?? o.timeout
    o.animationOnly = args.flag("--animation-only")
    o.matrixOnly = args.flag("--matrix-only")
    o.interfaceBuilder = args.flag("--interface-builder")
    o.generatedOnly = args.flag("--generated-only")
    o.parseOnly = args.flag("--parse-only")
    o.stagesOutput = args.value("--stages")
    if o.stagesOutput != nil && o.form == nil {
      throw UsageError(message: "--stages needs the FORM to time")
    }
  }
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
  let path =
    FileManager.default.temporaryDirectory.path
    + "/formshot-render-bench-\(tag)-\(UUID().uuidString)"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

// MARK: - (a) One state

let options = parseOptions()
if let output = options.stagesOutput, let form = options.form {
  runStages(form: form, output: output)
}
if options.parseOnly {
  let source: String
  if let form = options.form {
    guard let text = try? String(contentsOfFile: form, encoding: .utf8) else { fail("cannot read \(form)") }
    source = text
  } else {
    source = scaleForm(views: options.sizes.max() ?? 20_000).text
  }
  printSummary(printParseSpeed(validForm: source, reps: options.reps))
  exit(0)
}
if options.generatedOnly {
  print("generated forms, loadavg \(loadNow())")
  let rows = generatedFormsPart()
  printSummary(rows)
  exit(0)
}
if options.interfaceBuilder {
  InterfaceBuilderBench.run(reps: options.reps)
  exit(0)
}
let document: FormDocument
do { document = try FormDocument.resolve(options.form) } catch { fail("\(error)") }
let cores = ProcessInfo.processInfo.activeProcessorCount
var load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
print(
  "form \(document.name), reps \(options.reps), \(cores) cores, loadavg \(load)", terminator: "")

/// The process's CPU time (user + system) in seconds.
func cpuSeconds() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
  return s(usage.ru_utime) + s(usage.ru_stime)
}

let renderer: FormRenderer
let cairo: CairoRenderer
do {
  renderer = try FormRenderer()
  cairo = try CairoRenderer()
} catch { fail("\(error)") }
var layoutT: [Double] = []
var sceneT: [Double] = []
var rasterT: [Double] = []
var encodeT: [Double] = []
var decodeT: [Double] = []
var facadeT: [Double] = []
var rendererInit: [Double] = []
var pngBytes = 0
var pixelSize = ""
do {
  _ = try renderer.render(document, state: options.state, scale: options.scale)  // warm-up
  for _ in 0..<options.reps {
    var out: RenderedState?
    facadeT.append(
      try time { out = try renderer.render(document, state: options.state, scale: options.scale) })
    guard let out else { continue }
    layoutT.append(out.timings.layout)
    sceneT.append(out.timings.scene)
    let scale = options.scale ?? out.form.environment.scale
    var pixels: PixelImage?
    rasterT.append(try time { pixels = try cairo.pixels(out.displayList, scale: scale) })
    guard let pixels else { continue }
    var png: [UInt8] = []
    encodeT.append(try time { png = try PNGCodec.encode(pixels) })
    decodeT.append(try time { _ = try PNGCodec.decode(png) })
    if png != out.bytes { fail("PNGCodec.encode(pixels) differs from the renderer's PNG") }
    pngBytes = png.count
    pixelSize = "\(pixels.width)×\(pixels.height)"
    rendererInit.append(try time { _ = try FormRenderer() })
  }
} catch { fail("\(error)") }

let scaleText = options.scale.map { "\($0)" } ?? "device default"
let stateText = options.state.joined(separator: " ")
print(
  "\n(a) one state [\(stateText)], scale \(scaleText), \(pixelSize) px, "
    + "PNG \(pngBytes / 1024) KB — median of \(options.reps)")
print("    resolve+solve \(ms(median(layoutT)))")
print("    scene         \(ms(median(sceneT)))")
print("    paint (cairo) \(ms(median(rasterT)))  (raster + unpremultiply to RGBA)")
print("    encode (PNG)  \(ms(median(encodeT)))  (PNGCodec.encode of the pixels)")
print("    decode (PNG)  \(ms(median(decodeT)))  (PNGCodec.decode: what verify pays instead)")
print("    render → PNG  \(ms(median(facadeT)))  (FormRenderer.render, all of the above)")
print("    new renderer  \(ms(median(rendererInit)))  (fonts; once per worker thread)")

// MARK: - (a2) Keyboard animation

/// kb-hidden..kb-shown, 0.5 s at 30 fps, at 3× (or --scale), APNG on 2 workers: the whole
/// `render --animate` work after the fonts are loaded (solve, scenes, paint, compress).
if !options.matrixOnly { do {
  let scale = options.scale ?? 3
  let animation = try KeyboardAnimation(document, from: ["kb-hidden"], to: ["kb-shown"])
  var walls: [Double] = []
  var cpus: [Double] = []
  var solves: [Double] = []
  var frameCount = 0
  var size = 0
  for rep in 0...options.reps {
    let t0 = clock.now
    let c0 = cpuSeconds()
    let (bytes, frames) = try renderer.renderAnimation(animation, format: .png, scale: scale, workers: 2)
    let wall = seconds(clock.now - t0)
    let cpu = cpuSeconds() - c0
    if rep == 0 { continue }  // warm-up (the second worker's renderer is made per call)
    walls.append(wall)
    cpus.append(cpu)
    solves += frames.dropFirst().dropLast().map(\.solveSeconds)
    frameCount = frames.count
    size = bytes.count
  }
  print(
    "(a2) keyboard animation kb-hidden..kb-shown, \(frameCount) frames (0.5 s at 30 fps), "
      + "scale \(scale), APNG, 2 workers, median of \(options.reps):")
  print(
    "    render → APNG  \(ms(median(walls)))  target < 1000 ms (\(size / 1024) KB); CPU "
      + ms(median(cpus)) + " over both workers")
  print(
    "    solve / frame  " + String(format: "%8.1f µs", median(solves) * 1e6)
      + "  (median, in-between frames; max " + String(format: "%.1f µs", (solves.max() ?? 0) * 1e6)
      + ")  target < 50 µs")
} catch {
  fail("\(error)")
} }
if options.animationOnly { exit(0) }

// MARK: - zlib level (informational: the codec uses a fixed level)

/// Encode time and size of the (a) image at other zlib levels, through the codec's C entry
/// point, so a level change can be judged without rebuilding the codec.
@MainActor func levelTable() {
  guard let out = try? renderer.render(document, state: options.state, scale: options.scale),
    let image = try? cairo.pixels(
      out.displayList, scale: options.scale ?? out.form.environment.scale)
  else { return }
  var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
  for i in 0..<(image.width * image.height) {
    rgb[i * 3] = image.rgba[i * 4]
    rgb[i * 3 + 1] = image.rgba[i * 4 + 1]
    rgb[i * 3 + 2] = image.rgba[i * 4 + 2]
  }
  typealias Encoder = (
    UnsafePointer<UInt8>?, UInt32, UInt32, Int32, Int, Int32,
    UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<Int>?,
    UnsafeMutablePointer<CChar>?
  ) -> Int32
  func row(_ title: String, _ levels: [Int32], _ encode: Encoder) {
    var line = title
    for level in levels {
      var times: [Double] = []
      var size = 0
      for _ in 0..<options.reps {
        var result: UnsafeMutablePointer<UInt8>? = nil
        var count = 0
        var message = [CChar](repeating: 0, count: Int(FS_PNG_MESSAGE_SIZE))
        let start = clock.now
        _ = encode(
          rgb, UInt32(image.width), UInt32(image.height), 3, image.width * 3, level, &result,
          &count, &message)
        times.append(seconds(clock.now - start))
        size = count
        fs_png_free(result)
      }
      line += String(format: "  %d: %.1f ms %d KB", level, median(times) * 1000, size / 1024)
    }
    print(line)
  }
  row("    libpng+zlib level:", [1, 3, 6, 9], fs_png_encode)
  row("    libdeflate level: ", [1, 2, 3, 4, 5, 6, 9, 12], fs_png_encode_deflate)
  // The same levels with every row filtered (sub, up, average, Paeth) instead of none.
  for (filter, name) in [(1, "sub"), (2, "up"), (3, "avg"), (4, "paeth")] {
    let title = "    libdeflate, \(name)" + String(repeating: " ", count: 6 - name.count) + ":"
    row(title, [1, 3, 6]) { pixels, w, h, channels, stride, level, out, size, message in
      fs_png_encode_filtered(pixels, w, h, channels, stride, level, Int32(filter), out, size, message)
    }
  }
  print("    (snapshots use libdeflate level \(PNGCodec.compressionLevel), filter none)")
}
if !options.matrixOnly { levelTable() }

// MARK: - (b) Full matrix

let source = FormSnapshotSource(document: document, scale: options.scale, includeXray: options.xray)
let matrix = document.matrix(xray: options.xray)

/// Busy CPU seconds of the whole machine (all cores) from /proc/stat.
func machineBusySeconds() -> Double {
  guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
    let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") })
  else { return .nan }
  let f = line.split(separator: " ").dropFirst().compactMap { Double($0) }
  guard f.count >= 8 else { return .nan }
  // user nice system idle iowait irq softirq steal: all but idle and iowait.
  let busy = f[0] + f[1] + f[2] + f[5] + f[6] + f[7]
  return busy / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Wall time, this process's CPU time, and the cores other processes kept busy meanwhile.
struct Sample {
  var wall: Double
  var cpu: Double
  var others: Double
}

func measure(_ body: () -> Void) -> Sample {
  let (c0, m0) = (cpuSeconds(), machineBusySeconds())
  let t = time(body)
  let (cpu, busy) = (cpuSeconds() - c0, machineBusySeconds() - m0)
  return Sample(wall: t, cpu: cpu, others: max(0, busy - cpu) / t)
}

/// One snapshot run.
func run(record: Bool, snapshots: String, workers: Int) -> Sample {
  let artifacts = tempDir("artifacts")
  defer { try? FileManager.default.removeItem(atPath: artifacts) }
  let opts = SnapshotOptions(
    snapshotDirectory: snapshots, artifactsDirectory: artifacts, record: record ? .all : .never,
    workers: workers, progress: false, environment: [:])
  var summary: SnapshotSummary?
  let sample = measure { summary = try? SnapshotRunner(source: source, options: opts).run() }
  guard let summary else { fail("snapshot run failed") }
  let ok = record ? summary.recorded == matrix.count : summary.matched == matrix.count
  if !ok { fail("unexpected result: \(summary.line)") }
  return sample
}

func record(workers: Int) -> Sample {
  let fresh = tempDir("record")
  defer { if !options.keep { try? FileManager.default.removeItem(atPath: fresh) } }
  return run(record: true, snapshots: fresh, workers: workers)
}

let baselines = tempDir("baselines")
_ = run(record: true, snapshots: baselines, workers: 2)  // baselines for verify; warms up
var storedBytes = 0
for path in FileStore.files(under: baselines) {
  storedBytes += FileStore.read(baselines + "/" + path)?.count ?? 0
}

// (c) first: the peak of a verify and a record run on 2 workers, before anything else is held.
// The high-water mark is reset first ("5" to clear_refs): parts (a) and (a2) (16 animation
// frames at 3×) set their own peaks, which are not the matrix's.
let peakReset = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
_ = run(record: false, snapshots: baselines, workers: 2)
_ = record(workers: 2)
let peak = procStatusMB("VmHWM")

// The floor's input: every state painted once, held in memory (not timed).
var painted: [PixelImage] = []
do {
  for state in matrix {
    let out = try renderer.render(document, state: state, scale: options.scale)
    painted.append(
      try cairo.pixels(out.displayList, scale: options.scale ?? out.form.environment.scale))
  }
} catch { fail("painting the floor's images: \(error)") }
let images = painted

func floor(workers: Int) -> Sample {
  measure {
    _ = WorkerPool.map(images, workers: workers) { image in (try? PNGCodec.encode(image))?.count }
  }
}

/// The baseline floor: the same images through libpng + zlib level 6, filter NONE (the fastest
/// libpng setting for these pictures, and what formshot used before libdeflate), RGB as the
/// codec would write them.
func libpngEncode(_ image: PixelImage) -> Int {
  var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
  for i in 0..<(image.width * image.height) {
    rgb[i * 3] = image.rgba[i * 4]
    rgb[i * 3 + 1] = image.rgba[i * 4 + 1]
    rgb[i * 3 + 2] = image.rgba[i * 4 + 2]
  }
  var result: UnsafeMutablePointer<UInt8>? = nil
  var count = 0
  var message = [CChar](repeating: 0, count: Int(FS_PNG_MESSAGE_SIZE))
  _ = fs_png_encode(
    rgb, UInt32(image.width), UInt32(image.height), 3, image.width * 3, 6, &result, &count,
    &message)
  fs_png_free(result)
  return count
}

func libpngFloor(workers: Int) -> Sample {
  measure { _ = WorkerPool.map(images, workers: workers) { libpngEncode($0) } }
}

var samples: [String: [Sample]] = [:]
for _ in 0..<options.reps {
  for workers in [2, 1] {
    samples["libpng\(workers)", default: []].append(libpngFloor(workers: workers))
    samples["floor\(workers)", default: []].append(floor(workers: workers))
    samples["verify\(workers)", default: []].append(
      run(record: false, snapshots: baselines, workers: workers))
    samples["record\(workers)", default: []].append(record(workers: workers))
  }
}
if !options.keep { try? FileManager.default.removeItem(atPath: baselines) }

let measured = samples
func wall(_ key: String) -> Double { median(measured[key, default: []].map(\.wall)) }
func cpu(_ key: String) -> Double { median(measured[key, default: []].map(\.cpu)) }
func others(_ key: String) -> Double { median(measured[key, default: []].map(\.others)) }

print(
  "\n(b) full matrix: \(matrix.count) states, scale \(scaleText), "
    + "baselines \(storedBytes / 1024) KB — median of \(options.reps)")
print(
  "               wall 2 workers  wall 1 worker   1w/2w     CPU (2w)     CPU (1w)"
    + "   others' cores (2w/1w)")
for (label, key) in [
  ("verify", "verify"), ("record", "record"), ("floor ", "floor"), ("libpng", "libpng"),
] {
  let (w2, w1) = (wall(key + "2"), wall(key + "1"))
  print(
    "    \(label)    \(ms(w2))    \(ms(w1))   \(ratio(w1 / w2))  "
      + "\(ms(cpu(key + "2")))  \(ms(cpu(key + "1")))"
      + String(format: "   %.2f / %.2f", others(key + "2"), others(key + "1")))
}
print("    others' cores: CPU that other processes used meanwhile (/proc/stat), in cores")
print("    (floor = PNGCodec.encode only (libdeflate), of the same images painted beforehand,")
print("     same workers; libpng = the same images through libpng + zlib 6, the baseline floor)")
for (key, target) in [("verify", "0.50"), ("record", "0.80")] {
  print(
    "    \(key) / libpng  \(ratio(wall(key + "2") / wall("libpng2"))) on 2 workers, "
      + "\(ratio(wall(key + "1") / wall("libpng1"))) on 1   target ≤ \(target)×")
}
print(
  "    floor / libpng   \(ratio(wall("floor2") / wall("libpng2"))) on 2 workers "
    + "(libdeflate vs libpng on the same images)")
let speedups = ["verify", "record", "floor"].map {
  "\($0) \(ratio(wall($0 + "1") / wall($0 + "2")))"
}
print("    2 vs 1 workers   " + speedups.joined(separator: ", ") + "   target ≥ 1.80×")

// MARK: - (c) Memory

print(
  "\n(c) peak memory (VmHWM) after a verify and a record run on 2 workers: "
    + (peak.map { String(format: "%.1f MB", $0) } ?? "n/a") + "   target ≤ 150 MB"
    + (peakReset ? "" : "  (could not reset the peak: includes parts (a) and (a2))"))
if options.matrixOnly {
  print("loadavg at the end " + ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"), terminator: "")
  exit(0)
}

// MARK: - (d) Whole processes, and the one-shot Chromium baseline

func loadNow() -> String {
  ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?")
    .split(separator: " ").prefix(1).joined()
}

/// Summary rows: figure, formshot, baseline, ratio text, target, load average when measured.
var summary: [(String, String, String, String, String, String)] = []
func msText(_ s: Double) -> String { s.isNaN ? "n/a" : String(format: "%.1f ms", s * 1000) }

let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
let formshotBin = (exe as NSString).deletingLastPathComponent + "/formshot"
let work = tempDir("whole")
defer { try? FileManager.default.removeItem(atPath: work) }
var renderWall = Double.nan
if access(formshotBin, X_OK) == 0 {
  let formArgs = options.form.map { [$0] } ?? []
  let stateArg = options.state.joined(separator: ",")
  let help = medianWall([formshotBin, "--help"], reps: options.reps)
  let png = medianWall(
    [formshotBin, "render"] + formArgs + ["--state", stateArg, "--scale", "3", "-o", work + "/one.png"],
    reps: options.reps)
  let svg = medianWall(
    [formshotBin, "render"] + formArgs + ["--state", stateArg, "--format", "svg", "-o", work + "/one.svg"],
    reps: options.reps)
  let check = medianWall([formshotBin, "check"] + formArgs, reps: options.reps)
  renderWall = png.wall
  print("\n(d) whole processes (\(formshotBin)), median of \(options.reps), loadavg \(loadNow())")
  print("                                           wall          CPU")
  print("    formshot --help                      \(ms(help.wall))  \(ms(help.cpu))")
  print("    render --state \(stateArg) --scale 3   \(ms(png.wall))  \(ms(png.cpu))   peak \(String(format: "%.0f", png.peakMB)) MB   target ≤ 60 ms")
  print("    render --state \(stateArg) (SVG)       \(ms(svg.wall))  \(ms(svg.cpu))")
  print("    check (every state solved)           \(ms(check.wall))  \(ms(check.cpu))   target ≤ 300 ms")
  print("    render --state \(stateArg) --scale 3 --timings, median of \(options.reps) per stage (start → exit):")
  let breakdown = renderBreakdown(
    [formshotBin, "render"] + formArgs + ["--state", stateArg, "--scale", "3", "-o", work + "/timed.png"],
    reps: options.reps)
  let labelWidth = breakdown.map(\.stage.count).max() ?? 0
  for (stage, seconds) in breakdown {
    print("      " + stage + String(repeating: " ", count: labelWidth - stage.count) + " \(ms(seconds))")
  }
  summary.append(("render --scale 3 (whole process)", msText(png.wall), "CPU " + msText(png.cpu), "", "≤ 60 ms", loadNow()))
  // Where its time goes (render --timings): start-up, then paint and encode, the largest parts.
  let stage = { (prefix: String) in breakdown.first { $0.stage.hasPrefix(prefix) }?.seconds ?? .nan }
  summary.append(("render: start → main (CPU)", msText(stage("start → main")), "", "", "", loadNow()))
  summary.append(("render: paint, encode (in main)", msText(stage("paint")), "encode " + msText(stage("encode")), "", "", loadNow()))
  summary.append(("render, peak memory", String(format: "%.0f MB", png.peakMB), "—", "", "", loadNow()))
  summary.append(("check (every state)", msText(check.wall), "CPU " + msText(check.cpu), "", "≤ 300 ms", loadNow()))
} else {
  print("\n(d) whole processes: no formshot binary at \(formshotBin) (build the formshot product)")
}
if let chromium = onPath("chromium") ?? onPath("chromium-browser") {
  let page = work + "/page.html"
  try? comparablePage.write(toFile: page, atomically: true, encoding: .utf8)
  let shot = medianWall(
    [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
     "--user-data-dir=\(work)/chromium", "--window-size=390,844", "--force-device-scale-factor=3",
     "--screenshot=\(work)/chromium.png", "file://" + page],
    reps: min(options.reps, 5))
  print("    one-shot headless Chromium, 3×         \(ms(shot.wall))   (a generated static page of similar complexity; the seed page is not in the repository)")
  print("    Chromium / formshot render             \(ratio(shot.wall / renderWall))   target ≥ 25×")
  summary.append(("Chromium one-shot 3× (baseline)", msText(shot.wall), "", ratio(shot.wall / renderWall), "≥ 25×", loadNow()))
} else {
  print("    one-shot headless Chromium: not installed (scripts/setup test installs it)")
}

// MARK: - (e) Generated forms of growing size

summary += generatedFormsPart()

// MARK: - (f) The example forms against the sign-up form

/// Median in-process render → PNG times at 3× of `form` and of `baseline` in `state`, measured
/// alternately (one of each per repetition, after a warm-up of each), so a change in the
/// machine's load hits both alike; nil when either cannot be rendered in that state.
@MainActor func pairedRenderTimes(
  _ form: FormDocument, _ baseline: FormDocument, _ state: [String]
) -> (form: Double, baseline: Double)? {
  do {
    _ = try renderer.render(form, state: state, scale: 3)
    _ = try renderer.render(baseline, state: state, scale: 3)
    var formTimes: [Double] = []
    var baselineTimes: [Double] = []
    for _ in 0..<options.reps {
      formTimes.append(try time { _ = try renderer.render(form, state: state, scale: 3) })
      baselineTimes.append(try time { _ = try renderer.render(baseline, state: state, scale: 3) })
    }
    return (median(formTimes), median(baselineTimes))
  } catch { return nil }
}

print("\n(f) example forms against the sign-up form: render → PNG at 3× in-process, median of \(options.reps),")
print("    each form and the sign-up form rendered alternately; loadavg \(loadNow())")
print("    form           state             time      sign-up    ratio   target ≤ 1.20×")
if let signup = try? FormDocument.bundled("signup") {
  for name in ["settings", "checkout", "verification"] {
    guard let form = try? FormDocument.bundled(name) else { continue }
    // kb-shown only where the form has it (the settings screen has no keyboard states: its
    // render fails and the row is left out).
    for state in [["kb-hidden"], ["kb-shown"]] {
      let key = state.joined(separator: ",")
      guard let (t, base) = pairedRenderTimes(form, signup, state) else { continue }
      print(
        "    " + name.padding(toLength: 14, withPad: " ", startingAt: 0) + " "
          + key.padding(toLength: 12, withPad: " ", startingAt: 0)
          + " \(ms(t))  \(ms(base))  \(ratio(t / base))")
      summary.append(("\(name) [\(key)] 3× vs sign-up", msText(t), "sign-up " + msText(base), ratio(t / base), "≤ 1.20×", loadNow()))
    }
  }
}

// MARK: - One table

summary.insert(contentsOf: [
  ("record (2 workers)", msText(wall("record2")), "libpng floor " + msText(wall("libpng2")), ratio(wall("record2") / wall("libpng2")), "≤ 0.80×", "see (b)"),
  ("verify (2 workers)", msText(wall("verify2")), "libpng floor " + msText(wall("libpng2")), ratio(wall("verify2") / wall("libpng2")), "≤ 0.50×", "see (b)"),
  ("record, CPU (2 workers)", msText(cpu("record2")), "libpng floor " + msText(cpu("libpng2")), ratio(cpu("record2") / cpu("libpng2")), "", "see (b)"),
  ("verify, CPU (2 workers)", msText(cpu("verify2")), "libpng floor " + msText(cpu("libpng2")), ratio(cpu("verify2") / cpu("libpng2")), "", "see (b)"),
  ("libdeflate floor (2 workers)", msText(wall("floor2")), "libpng floor " + msText(wall("libpng2")), ratio(wall("floor2") / wall("libpng2")), "", "see (b)"),
  ("record 1 → 2 workers", "", "", ratio(wall("record1") / wall("record2")), "≥ 1.80×", "see (b)"),
  ("verify 1 → 2 workers", "", "", ratio(wall("verify1") / wall("verify2")), "≥ 1.80×", "see (b)"),
  ("peak memory, verify + record", peak.map { String(format: "%.0f MB", $0) } ?? "n/a", "", "", "≤ 150 MB", "see (b)"),
  ("one render in-process (a)", msText(median(facadeT)), "encode " + msText(median(encodeT)), "", "", "see (a)"),
], at: 0)
printSummary(summary)
load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
print("loadavg at the end \(load)", terminator: "")


// MARK: - (e) Generated forms of growing size

/// Parts (e), (e2) and (g); returns their summary rows.
func generatedFormsPart() -> [(String, String, String, String, String, String)] {
  var rows: [(String, String, String, String, String, String)] = []
  let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
  let formshotBin = (exe as NSString).deletingLastPathComponent + "/formshot"
  let work = tempDir("generated")
  defer { try? FileManager.default.removeItem(atPath: work) }
  print("\n(e) generated forms (plain-view chain, label chain, nested views, tables in a scroll view),")
  print("    whole processes: layout = parse + resolve + solve (+ print), render = at 1×; ratio = vs the previous size")
  print("       views      layout   ratio   peak MB      render 1×   ratio   peak MB   loadavg")
  var previous: (Int, Double, Double)?
  var forms: [(path: String, views: Int)] = []
  var biggest = ""
  for n in options.sizes {
    let (text, count) = scaleForm(views: n)
    let path = work + "/scale-\(n).form"
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
    forms.append((path, count))
    if text.utf8.count > biggest.utf8.count { biggest = text }
    guard access(formshotBin, X_OK) == 0 else { continue }
    let layout = runChild([formshotBin, "layout", path], timeout: options.timeout)
    let render = runChild(
      [formshotBin, "render", path, "--scale", "1", "-o", work + "/scale.png"], timeout: options.timeout)
    func cell(_ r: ChildRun) -> String {
      guard let w = r.wall else { return String(format: "  > %4.0f s", options.timeout) }
      return r.status == 0 ? ms(w) : "  exit \(r.status)"
    }
    func grow(_ now: Double?, _ before: Double?) -> String {
      guard let now, let before, let p = previous else { return "     " }
      return ratio((now / before) / (Double(count) / Double(p.0)))
    }
    let line = String(format: "    %8d  %@  %@  %7.0f    %@  %@  %7.0f   %@", count,
      cell(layout), grow(layout.wall, previous?.1), layout.peakMB,
      cell(render), grow(render.wall, previous?.2), render.peakMB, loadNow())
    print(line)
    rows.append(("\(count) views: layout", layout.wall.map(msText) ?? "> timeout", "", "", count <= 5_000 ? "< 200 ms" : "", loadNow()))
    rows.append(("\(count) views: render 1×", render.wall.map(msText) ?? "> timeout", "", String(format: "%.0f MB", max(layout.peakMB, render.peakMB)), count <= 5_000 ? "< 1 s" : "< 500 MB", loadNow()))
    previous = layout.wall.flatMap { l in render.wall.map { (count, l, $0) } }
  }
  if access(formshotBin, X_OK) != 0 {
    print("    no formshot binary at \(formshotBin) (build the formshot product)")
  }
  print("    (ratio = growth of the time over growth of the view count: ≤ 1.00× is linear or better)")
  rows += printStageTable(forms: forms, bench: exe, work: work, timeout: options.timeout)
  rows += printParseSpeed(validForm: biggest, reps: min(options.reps, 5))
  return rows
}

/// The one table of every figure, then the load average.
func printSummary(_ summary: [(String, String, String, String, String, String)]) {
  print("\nSUMMARY (issue 15)")
  let header = ("figure", "formshot", "baseline", "ratio / note", "target", "load")
  let rows = [header] + summary
  let widths = [0, 1, 2, 3, 4].map { k in rows.map { r in [r.0, r.1, r.2, r.3, r.4, r.5][k].count }.max() ?? 0 }
  for r in rows {
    let cells = [r.0, r.1, r.2, r.3, r.4, r.5]
    var line = "  "
    for (k, c) in cells.enumerated() {
      line += c + (k < 5 ? String(repeating: " ", count: widths[k] - c.count + 2) : "")
    }
    print(line)
  }
}

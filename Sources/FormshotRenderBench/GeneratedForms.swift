// formshot-render-bench, parts (e) and (g): the cost of each stage on generated forms of
// growing size, and the speed of the front end in MB/s (issue 15, goal 4: linear in input).
//
// Each size runs in a child process (this bench with `--stages FILE`), so its peak memory is
// its own and a run that does not finish is stopped after `--timeout` seconds.

import Formshot
import FormLanguage
import Foundation
import Glibc
import LayoutContract
import Scene

/// CPU seconds of this process (user + system, all threads).
func processCPU() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// One generated form's stages, CPU seconds each: parse (lex, parse, analyze), resolve (the
/// default state), solve (the layout session, with the ambiguity search), render at 1×
/// (display list, paint and PNG encode).
struct StageTimes {
  var parse = 0.0
  var resolve = 0.0
  var solve = 0.0
  var render = 0.0
  var views = 0

  var line: String { "\(parse) \(resolve) \(solve) \(render) \(views)" }

  init() {}

  init?(line: String) {
    let f = line.split(separator: " ").compactMap { Double($0) }
    guard f.count == 5 else { return nil }
    (parse, resolve, solve, render, views) = (f[0], f[1], f[2], f[3], Int(f[4]))
  }
}

/// `--stages FORM OUT`: times the stages of FORM in this process and writes them to OUT.
/// The fonts are loaded first and not counted (part (d) times a whole process).
func runStages(form path: String, output: String) -> Never {
  do {
    let renderer = try FormRenderer()
    var times = StageTimes()
    var t = processCPU()
    func lap() -> Double {
      let now = processCPU()
      defer { t = now }
      return now - t
    }
    let source = try String(contentsOfFile: path, encoding: .utf8)
    let document = try FormDocument(source: source, path: path)
    times.parse = lap()
    let form = try document.resolve(try document.state([]))
    times.resolve = lap()
    let layout = renderer.layout(form)
    times.solve = lap()
    let list = SceneBuilder.build(
      form: form, layout: layout, theme: try renderer.theme(named: nil, for: form))
    _ = try renderer.encode(list, format: .png, scale: 1)
    times.render = lap()
    times.views = form.items.count
    try (times.line + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("formshot-render-bench --stages: \(error)\n".utf8))
    exit(1)
  }
}

/// Part (e2): the stages of each generated form in a child process, CPU ms, with the growth
/// against the previous size (time ratio over view-count ratio: ≤ 1.00× is linear).
func printStageTable(
  forms: [(path: String, views: Int)], bench: String, work: String, timeout: Double
) -> [(String, String, String, String, String, String)] {
  print("\n(e2) the same forms, stage by stage in one process (CPU ms; fonts loaded before):")
  print("       views      parse  ratio    resolve  ratio      solve  ratio  render 1×  ratio   parse+resolve+solve   peak MB")
  var rows: [(String, String, String, String, String, String)] = []
  var previous: (views: Int, times: StageTimes)?
  for (path, views) in forms {
    let out = work + "/stages-\(views).txt"
    unlink(out)
    let run = runChild([bench, path, "--stages", out], timeout: timeout)
    let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    guard run.wall != nil, let times = StageTimes(line: text.trimmingCharacters(in: .newlines))
    else {
      let why = run.wall == nil ? String(format: "> %.0f s (stopped)", timeout) : "exit \(run.status)"
      print(String(format: "    %8d  %@", views, why))
      rows.append(("\(views) views: parse+resolve+solve", why, "", "", "< 200 ms", loadNow()))
      previous = nil
      continue
    }
    func cell(_ now: Double, _ before: Double?) -> String {
      let grow: String
      if let before, let p = previous, before > 0 {
        grow = ratio((now / before) / (Double(views) / Double(p.views)))
      } else {
        grow = "      "
      }
      return String(format: "%9.1f", now * 1000) + " " + grow
    }
    let front = times.parse + times.resolve + times.solve
    print(
      String(format: "    %8d  ", views)
        + [
          cell(times.parse, previous?.times.parse), cell(times.resolve, previous?.times.resolve),
          cell(times.solve, previous?.times.solve), cell(times.render, previous?.times.render),
        ].joined(separator: " ")
        + String(format: "   %9.1f ms          %7.0f", front * 1000, run.peakMB))
    let target = views <= 5_000 ? "< 200 ms" : ""
    // The parse stage alone, with its MB/s (issue 15 goal 4: the front end ≥ 20 MB/s).
    let bytes = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    rows.append((
      "\(views) views: parse (CPU)", msText(times.parse), "",
      String(format: "%.1f MB/s", Double(bytes) / 1e6 / times.parse), "≥ 20 MB/s", loadNow()))
    rows.append(("\(views) views: parse+resolve+solve (CPU)", msText(front), "", "", target, loadNow()))
    rows.append((
      "\(views) views: render 1× (CPU)", msText(times.render), "",
      String(format: "peak %.0f MB", run.peakMB), views <= 5_000 ? "< 1 s" : "< 500 MB", loadNow()))
    previous = (views, times)
  }
  print("    (parse = read + lex + parse + analyze; resolve = the default state; solve = layout")
  print("     session with the ambiguity search; render 1× = display list + paint + PNG encode)")
  return rows
}

/// Part (g): the front end's speed on a big valid form and on a 5 MB single line (one
/// unknown statement: the error must come fast and quote the token cut short).
func printParseSpeed(validForm: String, reps: Int)
  -> [(String, String, String, String, String, String)]
{
  print("\n(g) front end (FormParser.parse: lex + parse + analyze), in-process, median of \(reps):")
  var rows: [(String, String, String, String, String, String)] = []
  let oneLine = String(repeating: "a", count: 5_000_000)
  for (name, source) in [("generated form", validForm), ("5 MB single line", oneLine)] {
    var walls: [Double] = []
    var cpus: [Double] = []
    var diagnostics: [Diagnostic] = []
    for _ in 0..<max(1, reps) {
      let c0 = processCPU()
      walls.append(time { diagnostics = FormParser.parse(source, path: "bench.form").1 })
      cpus.append(processCPU() - c0)
    }
    let mb = Double(source.utf8.count) / 1e6
    let cpu = median(cpus)
    let errors = diagnostics.filter(\.isError)
    let first = errors.first.map { String($0.description.prefix(160)) } ?? "no error"
    print(
      "    " + name.padding(toLength: 17, withPad: " ", startingAt: 0)
        + String(format: "%6.2f MB  %@ wall  %@ CPU  %6.1f MB/s (CPU)", mb, ms(median(walls)), ms(cpu), mb / cpu)
        + "   target ≥ 20 MB/s")
    print("      \(errors.count) error(s); first: \(first) (\(errors.first?.message.count ?? 0) characters)")
    rows.append((
      "parse: \(name) (\(String(format: "%.1f", mb)) MB)", msText(cpu),
      "", String(format: "%.1f MB/s", mb / cpu), "≥ 20 MB/s", loadNow()))
  }
  return rows
}

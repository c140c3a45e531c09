// The report as `formshot check --stored-frames` prints it: the figures, the worst views, the
// misplaced views left out, and the stale-frame verdict with the constraints it rests on.
import Geometry
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary

extension StoredFrameReport {
  /// The report's lines (no trailing newline); at most `limit` views and constraints listed
  /// (nil: all of them).
  public func text(path: String, limit: Int?) -> String {
    let number = NumberFormat.rounded(2).string
    func rect(_ r: Rect) -> String {
      "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)) × \(number(r.height)))"
    }
    var out = ["\(path): root \(rootID): Xcode's stored frames against formshot's layout"]
    out.append(nonText.line("views whose size does not come from text", indent: 2))
    out.append(all.line("all views", indent: 2))
    let shown = limit.map { Array(differences.prefix($0)) } ?? differences
    if !shown.isEmpty {
      out.append(
        "  differing by more than 0.5 pt (stored → formshot)"
          + (shown.count < differences.count ? ", the worst \(shown.count) of \(differences.count) (--verbose lists all):" : ":"))
      for d in shown {
        let v = d.view
        var name = "\(v.id) \(v.element)"
        if let c = v.customClass { name += " (\(c))" }
        if let l = v.userLabel { name += " '\(l)'" }
        let got = d.formshot.map(rect) ?? "not laid out"
        let off = d.error.isFinite ? "off by \(number(d.error))" : "missing"
        out.append("    \(v.location): \(name): \(rect(d.stored)) → \(got), \(off)")
      }
    }
    if !misplaced.isEmpty {
      let inside =
        insideMisplaced == 0 ? "" : insideMisplaced == 1 ? " (and the view inside)" : " (and the \(insideMisplaced) views inside)"
      out.append(
        "  Xcode marks \(misplaced.count == 1 ? "1 view" : "\(misplaced.count) views") misplaced="
          + "\"YES\": left out of the figures\(inside):")
      for v in limit.map({ Array(misplaced.prefix($0)) }) ?? misplaced {
        out.append("    \(v.location): \(v.id) \(v.element)")
      }
    }
    let skippedText =
      skipped.isEmpty
      ? ""
      : "; \(skipped.map(\.count).reduce(0, +)) not evaluated ("
        + skipped.map { "\($0.reason) \($0.count)" }.joined(separator: ", ") + ")"
    func list(_ constraints: [BrokenConstraint]) {
      let shown = limit.map { Array(constraints.prefix(min($0, 5))) } ?? constraints
      for b in shown {
        let at = b.location.map { "\($0): " } ?? ""
        out.append("    \(at)'\(b.constraint.notation(.inspector))' is off by \(number(b.off)) pt")
      }
      if shown.count < constraints.count {
        out.append("    … and \(constraints.count - shown.count) more (--verbose lists all)")
      }
    }
    let failing = broken.count + brokenThroughGuides.count
    if failing == 0 {
      out.append(
        "  the stored frames satisfy the file's \(evaluated) required constraints evaluated on them"
          + skippedText)
    } else {
      out.append(
        "  \(failing) of the file's \(evaluated) required constraints evaluated on the stored frames "
          + "do not hold\(skippedText)")
    }
    if !broken.isEmpty {
      out.append(
        "  Xcode's stored frames break \(broken.count) of the file's own required constraints "
          + "between views: they are stale; re-save in Xcode with Editor > Update Frames to compare")
      list(broken)
    }
    if !brokenThroughGuides.isEmpty {
      out.append(
        "  \(brokenThroughGuides.count == 1 ? "1 constraint to a guide or margin does" : "\(brokenThroughGuides.count) constraints to a guide or margin do") not hold with formshot's "
          + "placement of it (safe area, layout margins, layout guides): the frames are stale, or "
          + "formshot places the guide differently from Xcode")
      list(brokenThroughGuides)
    }
    return out.joined(separator: "\n")
  }
}

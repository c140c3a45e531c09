import FormSpec
import FormState
import Testing

@Test func debugDump() throws {
  let (spec, _, _) = parseBundled("signup")
  guard let spec else { return }
  let form = try FormResolver.resolve(spec, state: try StateSet.parse(["regular", "login", "value-wins"], for: spec))
  print(form.state)
  for i in form.items { print(i.id, i.parent?.rawValue ?? "-", i.isHidden, "\(i.kind)".prefix(80)) }
  for c in form.constraints { print(c.label ?? "?", c.changedByState ? "*" : "", c.origin.map { "\($0.line)" } ?? "") }
  print(FormChecker.check(spec).map(\.description))
}

/// A small, strict command-line parser: formshot cannot fetch swift-argument-parser, and its
/// needs are few (options with values, flags, positionals, `--help` everywhere).

/// One option a command accepts.
struct OptionSpec {
  /// Spellings, long first: ["--output", "-o"].
  var names: [String]
  /// The value's placeholder in help (`PATH`), or nil for a flag.
  var value: String?
  var help: String
  /// May be given more than once (values accumulate).
  var repeatable = false

  var primary: String { names[0] }
}

/// What a command looks like from the outside: used for parsing and for `--help`.
struct CommandSpec {
  var name: String
  var abstract: String
  var usage: String
  var options: [OptionSpec]
  /// Extra help text (examples, exit codes).
  var discussion: String = ""
  /// How many positionals are allowed (nil = any).
  var maxPositionals: Int? = nil

  var help: String {
    var s = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n"
    if !options.isEmpty {
      s += "\nOPTIONS:\n"
      let rows = options.map { o -> (String, String) in
        let spelled = o.names.joined(separator: ", ") + (o.value.map { " \($0)" } ?? "")
        return (spelled, o.help)
      } + [("-h, --help", "Show help for this command.")]
      let width = rows.map(\.0.count).max() ?? 0
      for (left, right) in rows {
        s += "  " + left + String(repeating: " ", count: width - left.count + 2) + right + "\n"
      }
    }
    if !discussion.isEmpty { s += "\n" + discussion + (discussion.hasSuffix("\n") ? "" : "\n") }
    return s
  }
}

/// A usage error: printed with a pointer to `--help`, exit status 2.
struct UsageError: Error {
  var message: String
}

/// The parsed command line of one command.
struct ParsedArguments {
  var positionals: [String] = []
  /// Option values in command-line order, keyed by the option's primary spelling.
  private var values: [(String, String?)] = []

  init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
    var i = 0
    var onlyPositionals = false
    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      if onlyPositionals || arg == "-" || !arg.hasPrefix("-") {
        positionals.append(arg)
        continue
      }
      if arg == "--" {
        onlyPositionals = true
        continue
      }
      var name = arg
      var inline: String? = nil
      if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
        name = String(arg[..<eq])
        inline = String(arg[arg.index(after: eq)...])
      }
      guard let option = spec.options.first(where: { $0.names.contains(name) }) else {
        throw UsageError(message: "unknown option '\(name)'")
      }
      if option.value != nil {
        let value: String
        if let inline {
          value = inline
        } else if i < arguments.count {
          value = arguments[i]
          i += 1
        } else {
          throw UsageError(message: "option '\(name)' needs a value \(option.value ?? "")")
        }
        if !option.repeatable, values.contains(where: { $0.0 == option.primary }) {
          throw UsageError(message: "option '\(option.primary)' given more than once")
        }
        values.append((option.primary, value))
      } else {
        if inline != nil { throw UsageError(message: "option '\(name)' takes no value") }
        values.append((option.primary, nil))
      }
    }
    if let max = spec.maxPositionals, positionals.count > max {
      throw UsageError(
        message: max == 0
          ? "unexpected argument '\(positionals[0])'"
          : "too many arguments: '\(positionals[max...].joined(separator: " "))'")
    }
  }

  func flag(_ name: String) -> Bool { values.contains { $0.0 == name } }
  func value(_ name: String) -> String? { values.last { $0.0 == name }?.1 }
  func all(_ name: String) -> [String] { values.filter { $0.0 == name }.compactMap(\.1) }
}

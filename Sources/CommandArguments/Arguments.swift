// CommandArguments: a small, strict command-line parser shared by `formshot` and the two
// benches, so flags, `--help` and usage errors behave alike everywhere. formshot cannot fetch
// swift-argument-parser, and its needs are few (options with values, flags, positionals).
import Foundation
import LayoutVocabulary

/// One option a command accepts.
public struct OptionSpec: Sendable {
  /// Spellings, long first: ["--output", "-o"].
  public var names: [String]
  /// The value's placeholder in help (`PATH`), or nil for a flag.
  public var value: String?
  public var help: String
  /// May be given more than once (values accumulate).
  public var repeatable = false

  public init(names: [String], value: String?, help: String, repeatable: Bool = false) {
    self.names = names
    self.value = value
    self.help = help
    self.repeatable = repeatable
  }

  public var primary: String { names[0] }
}

/// What a command looks like from the outside: used for parsing and for `--help`.
public struct CommandSpec: Sendable {
  /// The command's name (`render` for `formshot render`; `formshot-bench` for a program).
  public var name: String
  public var abstract: String
  public var usage: String
  public var options: [OptionSpec]
  /// Extra help text (examples, exit codes).
  public var discussion: String = ""
  /// How many positionals are allowed (nil = any).
  public var maxPositionals: Int? = nil

  public init(
    name: String, abstract: String, usage: String, options: [OptionSpec],
    discussion: String = "", maxPositionals: Int? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.usage = usage
    self.options = options
    self.discussion = discussion
    self.maxPositionals = maxPositionals
  }

  public var help: String {
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
public struct UsageError: Error {
  public var message: String
  public init(message: String) { self.message = message }

  /// What the user sees: the problem, the usage line and where help is (`command` as typed).
  public func text(for spec: CommandSpec, command: String) -> String {
    "\(command): \(message)\nUsage: \(spec.usage)\nSee '\(command) --help'.\n"
  }
}

/// The parsed command line of one command.
public struct ParsedArguments: Sendable {
  public var positionals: [String] = []
  /// Option values in command-line order, keyed by the option's primary spelling.
  private var values: [(String, String?)] = []

  public init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
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
        let spellings = spec.options.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help"]
        let suggestion = name.hasPrefix("--") ? closestSpelling(to: name, in: spellings) : nil
        throw UsageError(
          message: "unknown option '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))
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

  public func flag(_ name: String) -> Bool { values.contains { $0.0 == name } }
  public func value(_ name: String) -> String? { values.last { $0.0 == name }?.1 }
  public func all(_ name: String) -> [String] { values.filter { $0.0 == name }.compactMap(\.1) }

  /// A whole-number option within `range` (nil when not given).
  public func int(_ name: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let n = Int(text), range.contains(n) else {
      throw UsageError(
        message:
          "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
      )
    }
    return n
  }

  /// A number option within `range` (nil when not given).
  public func double(_ name: String, range: ClosedRange<Double>) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    guard let n = Double(text), range.contains(n) else {
      throw UsageError(
        message: "\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }
    return n
  }
}

// MARK: - Single-command programs

/// Whether the arguments ask for help (`-h` / `--help` anywhere).
public func asksForHelp(_ arguments: [String]) -> Bool {
  arguments.contains { $0 == "-h" || $0 == "--help" }
}

/// Parses the process's arguments for a program that is one command (the benches): `--help`
/// prints the help and exits 0; a usage error prints the same text as `formshot` does and
/// exits 2. `validate` adds the program's own checks.
public func parseCommandLine(
  _ spec: CommandSpec, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
  validate: (ParsedArguments) throws(UsageError) -> Void = { _ throws(UsageError) in }
) -> ParsedArguments {
  if asksForHelp(arguments) {
    FileHandle.standardOutput.write(Data(spec.help.utf8))
    exit(0)
  }
  do {
    let parsed = try ParsedArguments(arguments, spec: spec)
    try validate(parsed)
    return parsed
  } catch {
    FileHandle.standardError.write(Data(error.text(for: spec, command: spec.name).utf8))
    exit(2)
  }
}

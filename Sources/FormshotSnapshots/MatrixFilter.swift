/// Which states of the matrix a run covers: `--state` tokens, `--only`/`--exclude` globs on
/// snapshot names and `--shard i/n`, applied in that order.
public struct MatrixFilter: Sendable, Equatable {
  /// Keep states containing all of these tokens.
  public var stateTokens: [String]
  /// Keep names matching any of these globs (none = keep all).
  public var only: [String]
  /// Drop names matching any of these globs.
  public var exclude: [String]
  /// Keep one shard of what is left.
  public var shard: Shard?

  /// No filtering.
  public static let all = MatrixFilter()

  public init(
    stateTokens: [String] = [], only: [String] = [], exclude: [String] = [], shard: Shard? = nil
  ) {
    self.stateTokens = stateTokens
    self.only = only
    self.exclude = exclude
    self.shard = shard
  }

  /// The kept entries, in their original (matrix) order.
  /// - Throws: `SnapshotError.noStateSelected` when tokens and globs leave nothing of a
  ///   non-empty matrix (a typo in a filter must not pass as "0 changed"). An empty shard is fine.
  func apply(_ entries: [MatrixEntry]) throws(SnapshotError) -> [MatrixEntry] {
    let kept = entries.filter { entry in
      stateTokens.allSatisfy(entry.state.contains)
        && (only.isEmpty || only.contains { Glob.matches($0, entry.name) })
        && !exclude.contains { Glob.matches($0, entry.name) }
    }
    if kept.isEmpty && !entries.isEmpty { throw .noStateSelected(description) }
    guard let shard else { return kept }
    let mine = Set(shard.select(kept.map(\.name)))
    return kept.filter { mine.contains($0.name) }
  }
}

extension MatrixFilter: CustomStringConvertible {
  /// The filter as command-line options, for messages.
  public var description: String {
    var parts = stateTokens.map { "--state \($0)" }
    parts += only.map { "--only '\($0)'" } + exclude.map { "--exclude '\($0)'" }
    return parts.isEmpty ? "(no filter)" : parts.joined(separator: " ")
  }
}

/// One state with its snapshot name.
struct MatrixEntry: Sendable, Equatable {
  var state: [String]
  var name: String
}

/// A stable partition of names for splitting a run across CI machines: the names are sorted,
/// and shard `i` of `n` takes every n-th one starting at the i-th, so shards are balanced and
/// together cover every name exactly once.
public struct Shard: Sendable, Equatable {
  /// 1-based shard number.
  public let index: Int
  public let count: Int

  /// - Throws: `SnapshotError.invalidShard` unless 1 ≤ index ≤ count.
  public init(index: Int, count: Int) throws(SnapshotError) {
    guard count >= 1, index >= 1, index <= count else {
      throw .invalidShard("\(index)/\(count)")
    }
    self.index = index
    self.count = count
  }

  /// Parses `i/n`.
  public init(parsing text: String) throws(SnapshotError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
      throw .invalidShard(text)
    }
    guard n >= 1, i >= 1, i <= n else { throw .invalidShard(text) }
    self.index = i
    self.count = n
  }

  /// The names of this shard, sorted.
  public func select(_ names: [String]) -> [String] {
    names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
      .enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}

/// Shell-style globs on snapshot names: `*` any run of characters (including `/`), `?` one
/// character, everything else literal.
enum Glob {
  static func matches(_ pattern: String, _ name: String) -> Bool {
    let p = Array(pattern.unicodeScalars)
    let s = Array(name.unicodeScalars)
    // Iterative wildcard matching with one backtrack point (linear-ish, no recursion).
    var pi = 0
    var si = 0
    var star = -1
    var mark = 0
    while si < s.count {
      if pi < p.count, p[pi] == "?" || (p[pi] != "*" && p[pi] == s[si]) {
        pi += 1
        si += 1
      } else if pi < p.count, p[pi] == "*" {
        star = pi
        mark = si
        pi += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        si = mark
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}

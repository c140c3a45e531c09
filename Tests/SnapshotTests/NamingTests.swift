import Testing

@testable import FormshotSnapshots

@Suite struct NamingTests {
  @Test func defaultSchemePutsTheSourcesTraitsInTheFolder() throws {
    let traits = FakeSource().traitTokens
    #expect(traits == ["compact", "regular", "light", "dark"])
    let n = try NameTemplate.standard.name(
      form: "signup", state: ["kb-shown", "compact", "light", "login"], traits: traits)
    #expect(n == "signup/compact-light/kb-shown-login")
    #expect(
      try NameTemplate.standard.name(form: "signup", state: ["compact", "dark"], traits: traits)
        == "signup/compact-dark/base")
    #expect(
      try NameTemplate.standard.name(form: "signup", state: ["login"], traits: traits)
        == "signup/any/login")
  }

  /// Snapshotting knows no form's words: a source with other trait axes names by those.
  @Test func traitsComeFromTheSourceNotFromAFixedList() throws {
    var source = FakeSource()
    source.axes = [
      SnapshotAxis(name: "density", tokens: ["cozy", "dense"], isTrait: true),
      SnapshotAxis(name: "appearance", tokens: ["light", "dark"]),
    ]
    source.states = [["dense", "dark", "kb-shown"], ["cozy", "light", "kb-shown"]]
    let root = TempRoot()
    defer { root.remove() }
    let s = try SnapshotRunner(source: source, options: root.options(record: .all)).run()
    #expect(s.results.map(\.name) == ["signup/dense/dark-kb-shown", "signup/cozy/light-kb-shown"])
    // A template that names its own traits wins over the source's.
    let own = try NameTemplate("{form}/{traits}/{rest}", traitTokens: ["kb-shown"])
    #expect(
      try own.name(form: "signup", state: ["dense", "kb-shown"], traits: source.traitTokens)
        == "signup/kb-shown/dense")
  }

  @Test func customTemplate() throws {
    let t = try NameTemplate("{form}/{state}")
    #expect(try t.name(form: "f", state: ["a", "b"]) == "f/a-b")
    #expect(t.matches("f/a-b", form: "f"))
    #expect(!t.matches("g/a-b", form: "f"))
    #expect(!t.matches("f/x/y", form: "f"))
  }

  static let badTemplates: [(String, String)] = [
    ("{state}", "must contain {form}"),
    ("{form}/{when}", "unknown placeholder {when}"),
    ("{form}/{state", "unbalanced { }"),
    ("{form} {state}", "character ' ' is not allowed"),
  ]

  @Test(arguments: badTemplates) func invalidTemplatesAreRejected(
    _ template: String, _ reason: String
  ) {
    #expect(throws: SnapshotError.invalidTemplate(template, reason: reason)) {
      try NameTemplate(template)
    }
  }

  @Test(arguments: [["kb shown"], ["a/b"], ["ü"], [""], [".hidden"]])
  func invalidTokensAreRejected(_ state: [String]) {
    #expect(throws: (any Error).self) {
      try NameTemplate("{form}/{state}").name(form: "signup", state: state)
    }
  }

  @Test func duplicateNamesAreRejected() {
    var source = FakeSource()
    source.states = [["a", "light"], ["light", "a"]]
    let root = TempRoot()
    defer { root.remove() }
    #expect(
      throws: SnapshotError.duplicateName(
        "signup/light/a", states: [["a", "light"], ["light", "a"]])
    ) {
      try SnapshotRunner(source: source, options: root.options()).run()
    }
  }

  @Test func shardParsing() throws {
    #expect(try Shard(parsing: "2/3") == Shard(index: 2, count: 3))
    for bad in ["0/3", "4/3", "1/0", "x", "1/2/3", "-1/2"] {
      #expect(throws: SnapshotError.invalidShard(bad)) { try Shard(parsing: bad) }
    }
  }

  @Test func globs() {
    #expect(Glob.matches("*login", "signup/compact-light/kb-shown-login"))
    #expect(Glob.matches("signup/*/kb-?hown-*", "signup/compact-light/kb-shown-login"))
    #expect(!Glob.matches("*login", "signup/compact-light/kb-shown-login-x"))
    #expect(Glob.matches("*", ""))
    #expect(!Glob.matches("a", "ab"))
  }

  static let recordCases: [([String: String], RecordMode, Bool)] = [
    ([:], .never, false),
    (["FORMSHOT_RECORD": "1"], .all, false),
    (["FORMSHOT_RECORD": "missing"], .missing, false),
    (["FORMSHOT_RECORD": "changed"], .changed, false),
    (["FORMSHOT_RECORD": "0"], .never, false),
    (["FORMSHOT_RECORD": "1", "CI": "true"], .never, true),
    (["FORMSHOT_RECORD": "missing", "CI": "1"], .never, true),
    (["FORMSHOT_RECORD": "1", "CI": "false"], .all, false),
  ]

  @Test(arguments: recordCases) func recordModeFromEnvironment(
    _ env: [String: String], _ mode: RecordMode, _ ignored: Bool
  ) throws {
    let r = try RecordMode.resolve(explicit: nil, environment: env)
    #expect(r.mode == mode && r.ignoredForCI == ignored)
  }

  @Test func explicitModeWinsAndBadValuesThrow() throws {
    #expect(try RecordMode.resolve(explicit: .missing, environment: ["CI": "1"]).mode == .missing)
    #expect(throws: SnapshotError.invalidRecordValue("sometimes")) {
      try RecordMode.resolve(explicit: nil, environment: ["FORMSHOT_RECORD": "sometimes"])
    }
  }
}

@Suite struct SelectionTests {
  @Test func aFilterMatchingNothingIsAnError() {
    let root = TempRoot()
    defer { root.remove() }
    let f = MatrixFilter(only: ["*logn"])
    #expect(throws: SnapshotError.noStateSelected("--only '*logn'")) {
      try SnapshotRunner(source: FakeSource(), options: root.options(filter: f)).run()
    }
  }

  @Test func anEmptyShardIsFine() throws {
    let root = TempRoot()
    defer { root.remove() }
    let f = MatrixFilter(shard: try Shard(index: 6, count: 6))  // 4 states, 6 shards
    let s = try SnapshotRunner(source: FakeSource(), options: root.options(filter: f)).run()
    #expect(s.results.isEmpty && s.exitCode == 0)
  }
}

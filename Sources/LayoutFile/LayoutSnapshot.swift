// LayoutFile's overview (input, output, guarantees, decisions): LayoutFile.docc/LayoutFile.md
import JSON
import LayoutVocabulary

/// The solved layout of one state: the canvas, every view's frame in canvas coordinates, and
/// the scroll views' content offsets.
///
/// Numbers are points rounded to 1/1000 when the value is made, so a snapshot read back from
/// its text equals the one written. `json` gives the canonical text (one line, keys in this
/// order, views and offsets in item order); `init(json:)` reads it keeping that order.
/// The `Codable` conformance has the same shape, for scripts that decode the files with
/// `JSONDecoder` (which does not keep the order of `views`).
public struct LayoutSnapshot: Sendable, Equatable, Codable {
  /// The value of the `"format"` field this version writes and reads.
  public static let format = "formshot-layout/1"

  public var form: String
  /// The state's canonical tokens.
  public var state: [String]
  public var canvas: Canvas
  /// Every view but the root, in item order.
  public var views: [View]
  /// Each scroll view's vertical content offset, in item order.
  public var contentOffsets: [ContentOffset]

  public init(
    form: String, state: [String], canvas: Canvas, views: [View],
    contentOffsets: [ContentOffset] = []
  ) {
    self.form = form
    self.state = state
    self.canvas = canvas
    self.views = views
    self.contentOffsets = contentOffsets
  }

  public struct Canvas: Sendable, Equatable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
      self.width = LayoutSnapshot.rounded(width)
      self.height = LayoutSnapshot.rounded(height)
    }
  }

  /// One view's frame (points, canvas coordinates after scrolling) and whether it is hidden.
  public struct View: Sendable, Equatable {
    /// The view's name; scoped names are qualified (`row-tz.val`).
    public var id: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var hidden: Bool

    public init(id: String, x: Double, y: Double, width: Double, height: Double, hidden: Bool) {
      self.id = id
      self.x = LayoutSnapshot.rounded(x)
      self.y = LayoutSnapshot.rounded(y)
      self.width = LayoutSnapshot.rounded(width)
      self.height = LayoutSnapshot.rounded(height)
      self.hidden = hidden
    }

    /// The numeric fields by name, in file order (what the comparer walks).
    public var numbers: [(name: String, value: Double)] {
      [("x", x), ("y", y), ("width", width), ("height", height)]
    }
  }

  /// How far a scroll view's content is scrolled (points, downwards).
  public struct ContentOffset: Sendable, Equatable {
    public var id: String
    public var offset: Double
    public init(id: String, offset: Double) {
      self.id = id
      self.offset = LayoutSnapshot.rounded(offset)
    }
  }

  // MARK: - Numbers

  /// Points to 1/1000; -0 becomes 0. Non-finite values (a broken layout) stay as they are and
  /// are written as `null`.
  static func rounded(_ v: Double) -> Double { NumberFormat.rounded(3).round(v) }

  /// How a number reads in the file and in change messages (`540`, `261.074`, `null`): the one
  /// place that formats this format's numbers.
  public static func text(_ v: Double) -> String { jsonNumber(v) }
}

// MARK: - Text

extension LayoutSnapshot {
  /// The canonical text: one line, `{"format": …, "form": …, "state": […], "canvas": {…},
  /// "views": {NAME: {x, y, width, height, hidden}}, "contentOffsets": {NAME: offset}}`.
  public var json: String {
    let n = LayoutSnapshot.text
    let views = views.map { v in
      "\(jsonString(v.id)): {\"x\": \(n(v.x)), \"y\": \(n(v.y)), \"width\": \(n(v.width)), "
        + "\"height\": \(n(v.height)), \"hidden\": \(v.hidden)}"
    }
    let offsets = contentOffsets.map { "\(jsonString($0.id)): \(n($0.offset))" }
    return "{\"format\": \(jsonString(LayoutSnapshot.format)), \"form\": \(jsonString(form)), "
      + "\"state\": [\(state.map(jsonString).joined(separator: ", "))], "
      + "\"canvas\": {\"width\": \(n(canvas.width)), \"height\": \(n(canvas.height))}, "
      + "\"views\": {\(views.joined(separator: ", "))}, "
      + "\"contentOffsets\": {\(offsets.joined(separator: ", "))}}"
  }

  /// Reads the canonical text (any whitespace and key order; views keep the file's order).
  /// - Throws: `LayoutFileError` for text that is not JSON, another format (or none), or a
  ///   missing or mistyped field.
  public init(json text: String) throws(LayoutFileError) {
    let root: JSONValue
    do { root = try JSONValue.parse(text) } catch { throw .syntax(error.description) }
    guard case .object = root else { throw .field("(top level)", expected: "an object") }
    guard let format = root["format"]?.string else { throw .unsupportedFormat(nil) }
    guard format == LayoutSnapshot.format else { throw .unsupportedFormat(format) }
    form = try Self.string(root["form"], "form")
    state = try Self.list(root["state"], "state").enumerated().map { i, v throws(LayoutFileError) in
      try Self.string(v, "state[\(i)]")
    }
    let canvas = try Self.members(root["canvas"], "canvas")
    self.canvas = Canvas(
      width: try Self.number(Self.member(canvas, "width"), "canvas.width"),
      height: try Self.number(Self.member(canvas, "height"), "canvas.height"))
    views = try Self.members(root["views"], "views").map { id, value throws(LayoutFileError) in
      let fields = try Self.members(value, id)
      func number(_ name: String) throws(LayoutFileError) -> Double {
        try Self.number(Self.member(fields, name), "\(id).\(name)")
      }
      guard case .bool(let hidden)? = Self.member(fields, "hidden") else {
        throw .field("\(id).hidden", expected: "true or false")
      }
      return View(
        id: id, x: try number("x"), y: try number("y"), width: try number("width"),
        height: try number("height"), hidden: hidden)
    }
    contentOffsets = try Self.members(root["contentOffsets"], "contentOffsets").map {
      id, value throws(LayoutFileError) in
      ContentOffset(id: id, offset: try Self.number(value, "contentOffsets.\(id)"))
    }
  }

  private static func member(_ members: [(key: String, value: JSONValue)], _ key: String)
    -> JSONValue?
  {
    members.first { $0.key == key }?.value
  }

  private static func members(_ v: JSONValue?, _ path: String) throws(LayoutFileError) -> [(
    key: String, value: JSONValue
  )] {
    guard let members = v?.members else { throw .field(path, expected: "an object") }
    return members
  }

  private static func list(_ v: JSONValue?, _ path: String) throws(LayoutFileError) -> [JSONValue]
  {
    guard let items = v?.array else { throw .field(path, expected: "an array") }
    return items
  }

  private static func string(_ v: JSONValue?, _ path: String) throws(LayoutFileError) -> String {
    guard let s = v?.string else { throw .field(path, expected: "a string") }
    return s
  }

  /// A number, or `null` for a non-finite one (what the writer makes of NaN).
  private static func number(_ v: JSONValue?, _ path: String) throws(LayoutFileError) -> Double {
    if case .null? = v { return .nan }
    guard let n = v?.number else { throw .field(path, expected: "a number") }
    return n
  }
}

/// Why a layout snapshot could not be read.
public enum LayoutFileError: Error, Equatable, CustomStringConvertible {
  /// The text is not JSON.
  case syntax(String)
  /// The `"format"` field is missing (nil) or names another format.
  case unsupportedFormat(String?)
  /// A field is missing or has the wrong type.
  case field(String, expected: String)

  public var description: String {
    switch self {
    case .syntax(let message): return message
    case .unsupportedFormat(let found):
      return (found.map { "format '\($0)' is not" } ?? "no \"format\" field: not")
        + " \(LayoutSnapshot.format); re-record the snapshot"
    case .field(let path, let expected): return "\(path): expected \(expected)"
    }
  }
}

// MARK: - Codable

extension LayoutSnapshot {
  private enum Keys: String, CodingKey { case format, form, state, canvas, views, contentOffsets }

  private struct Name: CodingKey {
    var stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
  }

  private struct Frame: Codable {
    var x, y, width, height: Double
    var hidden: Bool
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(LayoutSnapshot.format, forKey: .format)
    try c.encode(form, forKey: .form)
    try c.encode(state, forKey: .state)
    try c.encode(canvas, forKey: .canvas)
    var v = c.nestedContainer(keyedBy: Name.self, forKey: .views)
    for view in views {
      try v.encode(
        Frame(x: view.x, y: view.y, width: view.width, height: view.height, hidden: view.hidden),
        forKey: Name(stringValue: view.id))
    }
    var o = c.nestedContainer(keyedBy: Name.self, forKey: .contentOffsets)
    for offset in contentOffsets { try o.encode(offset.offset, forKey: Name(stringValue: offset.id)) }
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let format = try c.decode(String.self, forKey: .format)
    guard format == LayoutSnapshot.format else { throw LayoutFileError.unsupportedFormat(format) }
    form = try c.decode(String.self, forKey: .form)
    state = try c.decode([String].self, forKey: .state)
    canvas = try c.decode(Canvas.self, forKey: .canvas)
    let v = try c.nestedContainer(keyedBy: Name.self, forKey: .views)
    views = try v.allKeys.map { key in
      let f = try v.decode(Frame.self, forKey: key)
      return View(
        id: key.stringValue, x: f.x, y: f.y, width: f.width, height: f.height, hidden: f.hidden)
    }
    let o = try c.nestedContainer(keyedBy: Name.self, forKey: .contentOffsets)
    contentOffsets = try o.allKeys.map {
      ContentOffset(id: $0.stringValue, offset: try o.decode(Double.self, forKey: $0))
    }
  }
}

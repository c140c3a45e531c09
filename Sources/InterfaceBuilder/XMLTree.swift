// Reading an Interface Builder file into a plain element tree with Foundation's XMLParser
// (libxml2), with the limits that keep hostile input cheap: no DTDs (so no entity expansion and
// no external entities), a size limit, a depth limit and an element-count limit.
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Foundation
import LayoutVocabulary

/// One XML element with the place its start tag begins.
final class XMLNode {
  let name: String
  let attributes: [String: String]
  var children: [XMLNode] = []
  /// Character data directly inside the element (`<string key="text">Hello</string>`).
  var text = ""
  let line: Int
  let column: Int

  init(name: String, attributes: [String: String], line: Int, column: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.column = column
  }

  subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// The first child with this element name (and `key`, when given).
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// The first child with this `key` attribute, whatever its element name.
  func child(key: String) -> XMLNode? { children.first { $0.attributes["key"] == key } }

  func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }
}

/// Limits on what the reader accepts; real files stay far below them.
public struct XMLLimits: Sendable {
  /// Bytes: the largest storyboards in public apps are a few megabytes.
  public var maxBytes = 16 * 1024 * 1024
  /// Element nesting: Interface Builder files rarely go beyond 40.
  public var maxDepth = 256
  public var maxElements = 400_000
  public init() {}
}

enum XMLTreeReader {
  /// Parses `data`; the error is located at the parser's line and column.
  static func read(_ data: Data, path: String, limits: XMLLimits = XMLLimits())
    throws(IBError) -> XMLNode
  {
    if data.count > limits.maxBytes {
      throw IBError(
        SourceLocation(file: path, line: 1, column: 1),
        "the file is \(data.count / (1024 * 1024)) MB; Interface Builder files larger than "
          + "\(limits.maxBytes / (1024 * 1024)) MB are not read")
    }
    // Interface Builder writes UTF-8, and FoundationXML traps on an element name that is not
    // (found by the `ib` fuzz target: the five bytes `<` 0xFF 0xFF 0xFF 0xFF crashed the process).
    if let offset = firstInvalidUTF8(in: data) {
      let (line, column) = position(of: offset, in: data)
      let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
      throw IBError(
        SourceLocation(file: path, line: line, column: column),
        "the file is not UTF-8 text (byte 0x\(byte.count == 1 ? "0" : "")\(byte)); Interface Builder files are UTF-8")
    }
    // Interface Builder never writes a document type declaration: refusing one rules out
    // entity expansion (billion laughs) and external entities before libxml2 sees them.
    if let offset = find(Array("<!DOCTYPE".utf8), in: data) ?? find(Array("<!ENTITY".utf8), in: data) {
      let (line, column) = position(of: offset, in: data)
      throw IBError(
        SourceLocation(file: path, line: line, column: column),
        "a document type declaration (<!DOCTYPE / <!ENTITY) is not allowed in an Interface Builder file")
    }
    // FoundationXML reads a processing instruction's content with strlen, and libxml2 hands it
    // none for `<?name?>` or a file cut off after `<?name`: the process crashed (the `ib` fuzz
    // target). Interface Builder writes only the XML declaration, which has content.
    if let offset = firstProcessingInstructionWithoutContent(in: data) {
      let (line, column) = position(of: offset, in: data)
      throw IBError(
        SourceLocation(file: path, line: line, column: column),
        "a processing instruction without content (<?name?>) cannot be read; Interface Builder files have none")
    }
    let builder = TreeBuilder(data: data, limits: limits)
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = builder
    let ok = parser.parse()
    if let stop = builder.stop {
      throw IBError(SourceLocation(file: path, line: stop.line, column: stop.column), stop.message)
    }
    // libxml2 recovers from a mismatched end tag and may still return success: report it where
    // it is, not at the end of the file as a truncation.
    if let mismatch = builder.mismatchedEndTag {
      throw IBError(
        SourceLocation(file: path, line: mismatch.line, column: mismatch.column),
        "mismatched end tag: <\(mismatch.open.name)> (opened at line \(mismatch.open.line)) is still open")
    }
    if ok, let open = builder.stack.last {
      // libxml2 can accept input that stops inside an element: the file was cut short.
      let (line, column) = position(of: data.count, in: data)
      throw IBError(
        SourceLocation(file: path, line: line, column: column),
        "the file ends inside <\(open.name)> (opened at line \(open.line)): truncated?")
    }
    guard ok, let root = builder.root else {
      let line = max(1, parser.lineNumber)
      let column = max(1, parser.columnNumber)
      let reason = (parser.parserError as NSError?).map(describe) ?? "the XML is not well formed"
      throw IBError(SourceLocation(file: path, line: line, column: column), reason)
    }
    return root
  }

  private static func describe(_ error: NSError) -> String {
    let code = error.code
    switch code {
    case 4: return "the file is empty or not XML"
    case 5: return "the XML ends early (truncated file?)"
    case 76: return "mismatched end tag"
    case 9, 111: return "invalid character in the XML"
    default: return "the XML is not well formed (libxml2 error \(code))"
    }
  }

  /// The byte offset of the first byte that does not belong to valid UTF-8, or nil.
  static func firstInvalidUTF8(in data: Data) -> Int? {
    var bytes = data.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The byte offset of the first `<?` whose target name is followed (after optional spaces)
  /// by `?>` or by the end of the file, or nil.
  static func firstProcessingInstructionWithoutContent(in data: Data) -> Int? {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
      firstProcessingInstructionWithoutContent(in: raw.bindMemory(to: UInt8.self))
    }
  }

  private static func firstProcessingInstructionWithoutContent(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    var i = 0
    while i + 1 < bytes.count {
      defer { i += 1 }
      guard bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "?") else { continue }
      var j = i + 2
      while j < bytes.count, !space.contains(bytes[j]), bytes[j] != UInt8(ascii: "?"),
        bytes[j] != UInt8(ascii: ">")
      {
        j += 1
      }
      while j < bytes.count, space.contains(bytes[j]) { j += 1 }
      if j == bytes.count || (bytes[j] == UInt8(ascii: "?") && j + 1 < bytes.count && bytes[j + 1] == UInt8(ascii: ">")) {
        return i
      }
    }
    return nil
  }

  static func find(_ needle: [UInt8], in data: Data) -> Int? {
    guard let first = needle.first, data.count >= needle.count else { return nil }
    return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
      let bytes = raw.bindMemory(to: UInt8.self)
      var i = 0
      let end = bytes.count - needle.count
      while i <= end {
        if bytes[i] == first {
          var match = true
          for k in 1..<needle.count where bytes[i + k] != needle[k] {
            match = false
            break
          }
          if match { return i }
        }
        i += 1
      }
      return nil
    }
  }

  /// 1-based line and column (in Unicode scalars) of a byte offset.
  static func position(of offset: Int, in data: Data) -> (Int, Int) {
    var line = 1
    var column = 1
    var i = 0
    for byte in data {
      if i >= offset { break }
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    return (line, column)
  }
}

/// Builds the tree; stops the parser when a limit is exceeded.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var root: XMLNode?
  var stack: [XMLNode] = []
  /// The first end tag that did not match the open element, which libxml2 recovers from.
  var mismatchedEndTag: (line: Int, column: Int, open: (name: String, line: Int))?
  var count = 0
  var stop: (line: Int, column: Int, message: String)?
  let limits: XMLLimits
  /// Byte offsets where each line starts, to find the `<` of a start tag.
  let lineStarts: [Int]
  let bytes: [UInt8]

  init(data: Data, limits: XMLLimits) {
    self.limits = limits
    bytes = [UInt8](data)
    var starts = [0]
    for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
    lineStarts = starts
  }

  /// libxml2 reports the position after the start tag; the element begins at the `<` before it.
  func tagStart(line: Int, column: Int) -> (Int, Int) {
    guard line >= 1, line <= lineStarts.count else { return (max(1, line), max(1, column)) }
    let start = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] : bytes.count
    // Column counts bytes in libxml2; walk back from it to the `<`.
    var i = min(end, start + max(0, column - 1))
    while i > start {
      i -= 1
      if bytes[i] == UInt8(ascii: "<") {
        var scalars = 1
        for k in start..<i where bytes[k] & 0xC0 != 0x80 { scalars += 1 }
        return (line, scalars)
      }
    }
    return (line, max(1, column))
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    count += 1
    let (line, column) = tagStart(line: parser.lineNumber, column: parser.columnNumber)
    if stack.count >= limits.maxDepth {
      stop = (line, column, "elements nested deeper than \(limits.maxDepth) levels")
      parser.abortParsing()
      return
    }
    if count > limits.maxElements {
      stop = (line, column, "more than \(limits.maxElements) elements")
      parser.abortParsing()
      return
    }
    let node = XMLNode(name: elementName, attributes: attributeDict, line: line, column: column)
    if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
    stack.append(node)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if let ended = stack.popLast(), ended.attributes["base64-UTF8"] == "YES" {
      ended.text = Self.base64Decoded(ended.text) ?? ended.text
    }
  }

  /// Xcode writes a string holding control characters as base64 of its UTF-8 bytes
  /// (`base64-UTF8="YES"`), wrapped over lines and without the padding: netcloth's group
  /// notice, whose three DLE characters would otherwise show the encoding itself.
  static func base64Decoded(_ text: String) -> String? {
    var encoded = text.filter { !$0.isWhitespace }
    encoded += String(repeating: "=", count: (4 - encoded.count % 4) % 4)
    return Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    // libxml2's XML_ERR_TAG_NAME_MISMATCH; the position is just after the end tag.
    guard mismatchedEndTag == nil, (parseError as NSError).code == 76, let open = stack.last
    else { return }
    let (line, column) = tagStart(line: parser.lineNumber, column: parser.columnNumber)
    mismatchedEndTag = (line, column, (open.name, open.line))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard let top = stack.last, ["string", "mutableString", "fragment"].contains(top.name),
      top.text.count < 100_000
    else { return }
    top.text += string
  }
}

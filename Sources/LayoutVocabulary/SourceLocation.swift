/// Where something was written in a form file, for diagnostics (`path:line:column`) and for the
/// constraints inspector. Lines and columns count from 1; columns count Unicode scalars.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }
  public var description: String { "\(file):\(line):\(column)" }
}

import Foundation

/// Writes to stdout/stderr without Swift 6's global-`stderr` concurrency complaints.
enum Console {
  static func out(_ s: String) { FileHandle.standardOutput.write(Data(s.utf8)) }
  static func err(_ s: String) { FileHandle.standardError.write(Data(s.utf8)) }
  /// A message that may or may not end with its newline, as one line on stderr.
  static func errLine(_ s: String) { err(s.hasSuffix("\n") ? s : s + "\n") }
}

/// An error already worded for the user, with the exit status it means.
struct CLIError: Error {
  var message: String
  var status: Int32 = 1
}

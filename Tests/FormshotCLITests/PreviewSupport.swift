import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A running `formshot preview` (on a free port, in its own folder) and a raw HTTP client for
/// it: raw sockets so tests can send any Host or Origin header and read event streams.
final class PreviewProcess: @unchecked Sendable {
  let process = Process()
  let port: Int
  /// The address of the URL it printed: `127.0.0.1`, or `[::1]` for IPv6.
  let address: String
  let directory: URL
  private let stderrPipe = Pipe()

  struct Failure: Error, CustomStringConvertible { var description: String }

  /// Starts `formshot preview ARGS --port 0` in `directory` and waits for its URL line.
  init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
    self.directory = directory
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = ["preview"] + arguments + ["--port", "0"]
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["CI"] = nil
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let out = Pipe()
    process.standardOutput = out
    process.standardError = stderrPipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // The first line is the URL: http://127.0.0.1:PORT/
    var line = Data()
    let handle = out.fileHandleForReading
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      line += chunk
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let colon = text.range(of: ":", options: .backwards),
      let p = Int(text[colon.upperBound...].prefix { $0.isNumber })
    else {
      process.terminate()
      throw Failure(description: "no URL from formshot preview: '\(text)'")
    }
    port = p
    let start = text.range(of: "http://")?.upperBound ?? text.startIndex
    address = String(text[start..<colon.lowerBound])
  }

  var stderr: String {
    String(decoding: stderrPipe.fileHandleForReading.availableData, as: UTF8.self)
  }

  /// The server process's CPU time so far (user + system, from /proc; 10 ms steps).
  func cpuSeconds() -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
      let close = stat.range(of: ")", options: .backwards)
    else { return .nan }
    let fields = stat[close.upperBound...].split(separator: " ")
    // Fields after the command: state is 3rd overall, utime 14th, stime 15th.
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  var host: String { "\(address):\(port)" }

  /// Sends SIGTERM (or `signal`) and waits up to `timeout` seconds; the exit status, nil when
  /// it did not stop.
  @discardableResult
  func stop(signal: Int32 = SIGTERM, timeout: Double = 10) -> Int32? {
    guard process.isRunning else { return process.terminationStatus }
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(MachineLoad.timeout(timeout))
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      process.terminate()
      return nil
    }
    return process.terminationStatus
  }

  deinit { if process.isRunning { stop(signal: SIGKILL, timeout: 2) } }

  // MARK: - HTTP

  struct Response {
    var status: Int
    var body: String
  }

  /// One request on a fresh connection (`Connection: close`), read to the end.
  func request(
    _ method: String = "GET", _ path: String, host: String? = nil, origin: String? = nil,
    body: String = "", timeout: Double = 30
  ) throws -> Response {
    let fd = try connectSocket(timeout: timeout)
    defer { close(fd) }
    var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? self.host)\r\nConnection: close\r\n"
    if let origin { head += "Origin: \(origin)\r\n" }
    if method == "POST" {
      head += "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n"
    }
    try send(fd, head + "\r\n" + body)
    var data = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = recv(fd, &buffer, buffer.count, 0)
      if n <= 0 { break }
      data += buffer[0..<n]
    }
    let text = String(decoding: data, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n"), let status = Int(text.split(separator: " ").dropFirst().first ?? "")
    else { throw Failure(description: "bad response: \(text.prefix(200))") }
    return Response(status: status, body: String(text[split.upperBound...]))
  }

  /// GET /api/render for a form and state, parsed.
  func render(_ form: String, state: String = "") throws -> [String: Any] {
    let r = try request(
      "GET", "/api/render?form=\(form)&state=\(state.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
    guard r.status == 200, let json = try JSONSerialization.jsonObject(with: Data(r.body.utf8)) as? [String: Any]
    else { throw Failure(description: "render: \(r.status) \(r.body.prefix(300))") }
    return json
  }

  func connectSocket(timeout: Double) throws -> Int32 {
    let ipv6 = address.hasPrefix("[")
    let fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Failure(description: "socket") }
    var tv = timeval(tv_sec: Int(MachineLoad.timeout(timeout)), tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    let ok: Int32
    if ipv6 {
      var socketAddress = sockaddr_in6()
      socketAddress.sin6_family = sa_family_t(AF_INET6)
      socketAddress.sin6_port = in_port_t(UInt16(port).bigEndian)
      inet_pton(AF_INET6, String(address.dropFirst().dropLast()), &socketAddress.sin6_addr)
      ok = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    } else {
      var socketAddress = sockaddr_in()
      socketAddress.sin_family = sa_family_t(AF_INET)
      socketAddress.sin_port = in_port_t(UInt16(port).bigEndian)
      socketAddress.sin_addr.s_addr = inet_addr(address)
      ok = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    }
    guard ok == 0 else {
      close(fd)
      throw Failure(description: "connect to \(address) port \(port): errno \(errno)")
    }
    return fd
  }

  func send(_ fd: Int32, _ text: String) throws {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let n = bytes[sent...].withUnsafeBufferPointer { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard n > 0 else { throw Failure(description: "send") }
      sent += n
    }
  }
}

/// An open `/events` stream.
final class EventStream {
  let fd: Int32
  private var pending = ""

  init(_ preview: PreviewProcess, timeout: Double = 30) throws {
    fd = try preview.connectSocket(timeout: timeout)
    try preview.send(fd, "GET /events HTTP/1.1\r\nHost: \(preview.host)\r\n\r\n")
  }

  deinit { close(fd) }

  /// Waits for `event: NAME` (up to the socket's timeout); the seconds it took, nil on timeout
  /// or when the stream ended.
  func wait(for name: String) -> Double? {
    let start = Date()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      if let r = pending.range(of: "event: \(name)\n") {
        pending = String(pending[r.upperBound...])
        return Date().timeIntervalSince(start)
      }
      let n = recv(fd, &buffer, buffer.count, 0)
      if n <= 0 { return nil }
      pending += String(decoding: buffer[0..<n], as: UTF8.self)
    }
  }
}

/// The bundled sign-up form's text (a form file the tests can edit).
func signupSource() throws -> String {
  try String(
    contentsOf: CLI.packageRoot.appendingPathComponent("Sources/Formshot/Forms/signup.form"),
    encoding: .utf8)
}

/// Writes `text` the way editors do: a new file renamed over the old one.
func save(_ text: String, to url: URL) throws {
  let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
  try Data(text.utf8).write(to: temp)
  _ = rename(temp.path, url.path)
}

/// How busy the machine is, for the preview and browser tests' time limits. On a shared
/// machine (six builds on two cores) a step that takes a second when idle can wait its turn
/// for a core many times over; the limits only stop a hung test, so they grow with the load,
/// while what a test asserts (positions, pictures, the latency budgets) stays as it is.
enum MachineLoad {
  /// The load average per core (the larger of the 1- and 5-minute figures in /proc/loadavg);
  /// 0 when unknown.
  static func perCore() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return 0 }
    let averages = text.split(separator: " ").prefix(2).compactMap { Double($0) }
    return (averages.max() ?? 0) / Double(max(1, ProcessInfo.processInfo.activeProcessorCount))
  }

  /// How many times longer than on a quiet machine a step may take: 1 with a core to spare,
  /// the number of runnable tasks per core beyond that, at most 10.
  static func factor() -> Double { min(10, max(1, perCore())) }

  /// A test's time limit: `minutes` on a quiet machine, `factor()` times that (rounded up)
  /// when the test run starts under load.
  static func timeLimit(_ minutes: Int) -> TimeLimitTrait.Duration {
    .minutes(minutes * Int(factor().rounded(.up)))
  }

  /// A timeout for one wait, scaled by the load at the moment the wait starts.
  static func timeout(_ seconds: Double) -> Double { seconds * factor() }
}

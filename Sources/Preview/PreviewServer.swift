// Preview's overview: `formshot preview` serves one page (embedded in the binary) and the JSON
// and event stream it reads, over libmicrohttpd (CHTTPServer). It serves only what it
// generates: no URL is ever turned into a file path. It answers only requests whose Host header
// names this server (DNS rebinding), and takes writes (accepting a snapshot) only from its own
// origin, only with --allow-record and never under CI.
import CHTTPServer
import Formshot
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How a preview is started.
public struct PreviewOptions: Sendable {
  /// Form files or bundled names (none: the sign-up form).
  public var forms: [String]
  /// The address to listen on: IPv4, or IPv6 with or without brackets (`::1`, `[::1]`);
  /// 127.0.0.1 by default, `localhost` means it.
  public var host: String
  /// 0: any free port.
  public var port: UInt16
  /// Whether the page may record a snapshot (`--allow-record`; never when `CI` is set).
  public var allowRecord: Bool
  /// Where stored snapshots are (`Snapshots`).
  public var snapshotsFolder: String
  /// The root of the Interface Builder files to show (`--scene`); nil shows every root.
  public var scene: String?

  public init(
    forms: [String], host: String = "127.0.0.1", port: UInt16 = 8723, allowRecord: Bool = false,
    snapshotsFolder: String = "Snapshots", scene: String? = nil
  ) {
    self.forms = forms
    self.scene = scene
    self.host = host
    self.port = port
    self.allowRecord = allowRecord
    self.snapshotsFolder = snapshotsFolder
  }
}

/// A running preview: the HTTP server, the file watcher and the event stream.
public final class PreviewServer: @unchecked Sendable {
  let options: PreviewOptions
  let workspace: Workspace
  let events = EventHub()
  private var server: OpaquePointer?
  private var watcher: FolderWatcher?
  /// The port it listens on.
  public private(set) var port: UInt16 = 0
  /// Whether accepting snapshots is on (`--allow-record`, not under CI).
  public let canAccept: Bool

  /// Loads the forms and starts listening.
  /// - Throws: `FormshotError` when a form cannot be loaded at all, `PreviewError` when the
  ///   address cannot be listened on.
  public init(_ options: PreviewOptions) throws {
    self.options = options
    canAccept = options.allowRecord && (ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    workspace = try Workspace(
      arguments: options.forms, scene: options.scene, snapshotsFolder: options.snapshotsFolder)
    let address = Self.listenAddress(options.host)
    var message = [CChar](repeating: 0, count: 256)
    let context = Unmanaged.passUnretained(self).toOpaque()
    server = fs_http_start(
      address, options.port,
      { context, request, response in
        guard let context, let request, let response else { return }
        Unmanaged<PreviewServer>.fromOpaque(context).takeUnretainedValue().handle(request, response)
      },
      { context, stream, buffer, max in
        guard let context, let buffer else { return -1 }
        let me = Unmanaged<PreviewServer>.fromOpaque(context).takeUnretainedValue()
        return me.events.read(Int(bitPattern: stream), into: buffer, max: max)
      },
      { context, stream in
        guard let context else { return }
        Unmanaged<PreviewServer>.fromOpaque(context).takeUnretainedValue().events.close(Int(bitPattern: stream))
      }, context, &message)
    guard let server else {
      throw PreviewError(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    port = fs_http_port(server)
    let watcher = FolderWatcher(
      suffixes: [".form", ".xib", ".storyboard", ".theme", ".png", ".strings", ".xcstrings"]
    ) { [weak self] paths in
      self?.filesChanged(paths)
    }
    self.watcher = watcher
    for folder in workspace.watchedFolders { watcher?.watch(folder) }
  }

  /// The page's address.
  public var url: String { "http://\(Self.urlHost(options.host)):\(port)/" }

  /// The address `--host` names, as the listening socket takes it: brackets stripped from an
  /// IPv6 address, `localhost` as 127.0.0.1.
  static func listenAddress(_ host: String) -> String {
    if host == "localhost" { return "127.0.0.1" }
    if host.hasPrefix("["), host.hasSuffix("]") { return String(host.dropFirst().dropLast()) }
    return host
  }

  /// The address as it is written in a URL and a Host header: an IPv6 address in brackets, in
  /// its canonical text (`[::1]`), so every spelling of it compares equal.
  static func urlHost(_ host: String) -> String {
    let address = listenAddress(host)
    guard address.contains(":") else { return address.lowercased() }
    var binary = in6_addr()
    guard inet_pton(AF_INET6, address, &binary) == 1 else { return "[\(address.lowercased())]" }
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    guard inet_ntop(AF_INET6, &binary, &text, socklen_t(text.count)) != nil else {
      return "[\(address.lowercased())]"
    }
    return "[" + String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "]"
  }

  /// Whether `host` is a loopback address (only this machine can reach it).
  public static func isLoopback(_ host: String) -> Bool {
    ["127.0.0.1", "[::1]"].contains(urlHost(host))
  }

  /// A Host header's value with an IPv6 address in canonical form (`[0:0::1]:80` → `[::1]:80`);
  /// other values lowercased.
  static func canonicalHostHeader(_ value: String) -> String {
    guard value.hasPrefix("["), let close = value.firstIndex(of: "]") else { return value.lowercased() }
    return urlHost(String(value[...close])) + value[value.index(after: close)...]
  }

  /// Stops watching, ends every event stream and waits for the connections to close.
  public func stop() {
    watcher?.stop()
    watcher = nil
    events.stop()
    if let server {
      fs_http_stop(server)
      self.server = nil
    }
  }

  deinit { stop() }

  private func filesChanged(_ paths: [String]) {
    let version = workspace.reload(changed: paths)
    // New image folders may have appeared in the forms.
    for folder in workspace.watchedFolders { watcher?.watch(folder) }
    events.publish("event: change\ndata: {\"version\":\(version)}\n\n")
    // The page asks for its state right away; render it meanwhile (its request waits for
    // this render instead of starting a second one).
    workspace.renderRecentStates()
  }

  // MARK: - Requests

  /// The Host values this server answers to: its own address and port, and the loopback
  /// names when it listens on loopback. Anything else is a rebinding attempt or a mistake.
  var allowedHosts: [String] {
    let own = Self.urlHost(options.host)
    var hosts = ["\(own):\(port)"]
    if Self.isLoopback(options.host) { hosts += ["localhost:\(port)"] }
    return hosts
  }

  private func handle(_ request: UnsafePointer<fs_http_request>, _ response: UnsafeMutablePointer<fs_http_response>) {
    let r = request.pointee
    let method = String(cString: r.method)
    let path = String(cString: r.path)
    let host = r.host.map { String(cString: $0) }
    let origin = r.origin.map { String(cString: $0) }
    var query: [String: String] = [:]
    for name in ["form", "state", "theme"] {
      if let v = fs_http_query(request, name) { query[name] = String(cString: v) }
    }
    let body = r.body.map { String(decoding: UnsafeBufferPointer(start: $0, count: r.body_size), as: UTF8.self) } ?? ""
    let answer = route(method: method, path: path, host: host, origin: origin, query: query, body: body)
    response.pointee.status = Int32(answer.status)
    response.pointee.content_type = answer.contentType
    if answer.stream {
      response.pointee.is_stream = 1
      response.pointee.stream = UnsafeMutableRawPointer(bitPattern: events.open())
      return
    }
    let bytes = Array(answer.body.utf8)
    let buffer = malloc(max(1, bytes.count))!.assumingMemoryBound(to: UInt8.self)
    bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: bytes.count) }
    response.pointee.body = buffer
    response.pointee.body_size = bytes.count
  }

  /// A response: status, content type (a static C string) and body, or an event stream.
  struct Answer {
    var status: Int
    var contentType: UnsafePointer<CChar>
    var body: String
    var stream = false
  }

  static let json: StaticString = "application/json; charset=utf-8"
  static let html: StaticString = "text/html; charset=utf-8"
  static let text: StaticString = "text/plain; charset=utf-8"

  private func answer(_ status: Int, _ type: StaticString, _ body: String) -> Answer {
    Answer(status: status, contentType: UnsafeRawPointer(type.utf8Start).assumingMemoryBound(to: CChar.self), body: body)
  }

  /// Decides a request (the HTTP parsing is libmicrohttpd's). Only fixed paths are served.
  func route(
    method: String, path: String, host: String?, origin: String?, query: [String: String], body: String
  ) -> Answer {
    guard let host, allowedHosts.contains(Self.canonicalHostHeader(host)) else {
      return answer(421, Self.text, "formshot preview: refused: unexpected Host header (\(host ?? "none"))\n")
    }
    func tokens(_ text: String?) -> [String] {
      (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    switch (method, path) {
    case ("GET", "/"), ("GET", "/index.html"):
      return answer(200, Self.html, PreviewPage.html)
    case ("GET", "/api/forms"):
      return answer(200, Self.json, workspace.formsJSON().replacingOccurrences(
        of: "\"canAccept\":false", with: "\"canAccept\":\(canAccept)"))
    case ("GET", "/api/render"):
      return answer(
        200, Self.json,
        workspace.renderJSON(form: query["form"] ?? "", state: tokens(query["state"]), theme: query["theme"].flatMap { $0.isEmpty ? nil : $0 }))
    case ("GET", "/api/snapshot"):
      return answer(200, Self.json, workspace.snapshotJSON(form: query["form"] ?? "", state: tokens(query["state"]), canAccept: canAccept))
    case ("GET", "/events"):
      var a = answer(200, Self.text, "")
      a.stream = true
      return a
    case ("POST", "/api/accept"):
      // A write: only from this server's own page.
      guard let origin, origin.hasPrefix("http://"),
        Self.canonicalHostHeader(String(origin.dropFirst(7))) == Self.canonicalHostHeader(host)
      else {
        return answer(403, Self.text, "formshot preview: refused: a write from another origin (\(origin ?? "none"))\n")
      }
      guard canAccept else {
        return answer(403, Self.text, "formshot preview: recording is off (start with --allow-record; never under CI)\n")
      }
      let fields = Self.formFields(body)
      do {
        let name = try workspace.accept(form: fields["form"] ?? "", state: tokens(fields["state"]))
        events.publish("event: change\ndata: {\"version\":\(workspace.version)}\n\n")
        return answer(200, Self.json, Obj().string("recorded", name).text)
      } catch {
        return answer(400, Self.text, "formshot preview: \(error)\n")
      }
    case (_, "/"), (_, "/api/forms"), (_, "/api/render"), (_, "/api/snapshot"), (_, "/events"), (_, "/api/accept"):
      return answer(405, Self.text, "method not allowed\n")
    default:
      return answer(404, Self.text, "not found\n")
    }
  }

  /// `a=1&b=x%2Cy` (a form post) as a dictionary.
  static func formFields(_ body: String) -> [String: String] {
    var out: [String: String] = [:]
    for pair in body.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map {
        String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
      }
      if parts.count == 2 { out[parts[0]] = parts[1] }
    }
    return out
  }
}

/// The open event streams: each has a queue of messages; a reader waits for its queue.
final class EventHub: @unchecked Sendable {
  private let condition = NSCondition()
  private var queues: [Int: [UInt8]] = [:]
  private var nextID = 1
  private var stopping = false
  /// How long a reader waits before the server sends a keep-alive comment.
  static let keepAlive = 5.0

  var clientCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return queues.count
  }

  func open() -> Int {
    condition.lock()
    defer { condition.unlock() }
    let id = nextID
    nextID += 1
    queues[id] = Array("retry: 300\nevent: hello\ndata: {}\n\n".utf8)
    return id
  }

  func close(_ id: Int) {
    condition.lock()
    queues[id] = nil
    condition.unlock()
  }

  func publish(_ message: String) {
    condition.lock()
    for id in queues.keys { queues[id]! += Array(message.utf8) }
    condition.broadcast()
    condition.unlock()
  }

  func stop() {
    condition.lock()
    stopping = true
    condition.broadcast()
    condition.unlock()
  }

  /// Waits for messages for stream `id` and copies up to `max` bytes: the count, 0 after
  /// `keepAlive` seconds without any, -1 when the stream is closed or the server stops.
  func read(_ id: Int, into buffer: UnsafeMutablePointer<UInt8>, max: Int) -> Int {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date().addingTimeInterval(Self.keepAlive)
    while !stopping, let queue = queues[id], queue.isEmpty {
      if !condition.wait(until: deadline) { return stopping ? -1 : 0 }
    }
    guard !stopping, let queue = queues[id] else { return -1 }
    let n = min(max, queue.count)
    queue.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: n) }
    queues[id]!.removeFirst(n)
    return n
  }
}

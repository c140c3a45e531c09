import CommandArguments
import Formshot
import Foundation
import Preview

#if canImport(Glibc)
  import Glibc
#endif

/// `formshot preview`: a live page of forms on a local port.
enum PreviewSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "preview",
    abstract: "Serve a live page of forms that updates as you save them.",
    usage: "formshot preview [FORM…] [--scene ID] [--port N] [--host H] [--open] [--allow-record]",
    options: [
      OptionSpec(names: ["--port", "-p"], value: "N", help: "Port to listen on, 0 for any free one (default 8723)."),
      OptionSpec(names: ["--host"], value: "H", help: "IPv4 or IPv6 address to listen on (default 127.0.0.1; ::1 or [::1] for IPv6 loopback; anything but loopback is reachable from other machines)."),
      OptionSpec(names: ["--scene"], value: "ID", help: "Show only this root of the Interface Builder files (view-controller id, storyboard identifier or view id; default: every root, with a picker)."),
      OptionSpec(names: ["--open"], value: nil, help: "Open the page in the default browser (xdg-open)."),
      OptionSpec(names: ["--allow-record"], value: nil, help: "Show an Accept button that records a state's snapshot (ignored when CI is set)."),
    ],
    discussion: """
      FORM is a .form file, a bundled form's name (default: the sign-up form) or an Interface
      Builder file (.xib, .storyboard): every root of it, picked on the page, or the one
      --scene names; saving it or an image of its asset catalog updates the page. The page
      shows the form as SVG in the state chosen with one control per axis, scroll offset,
      focused field and X-ray, and an inspector: hover or focus a constraint group to highlight
      its view and the anchors it relates; click a view for its frame, intrinsic size,
      priorities and constraints with their source lines. Saving the form, a theme in
      ./Themes or an image it uses updates the page (inotify, Server-Sent Events); a form with
      errors shows them over the last good picture, greyed. Forms listed in
      Snapshots/formshot.json get a snapshot review (expected / actual / diff).
      The server answers only requests whose Host header names it and serves only what it
      generates. Ctrl-C (SIGINT) or SIGTERM stops it. The first line on stdout is the URL.

      EXAMPLES:
        formshot preview
        formshot preview my.form chat --port 9000 --open
        formshot preview Main.storyboard --scene login
      """,
    maxPositionals: 64)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let port = try args.int("--port", range: 0...65535) ?? 8723
    let host = args.value("--host") ?? "127.0.0.1"
    if !PreviewServer.isLoopback(host) {
      Console.err(
        "formshot preview: warning: listening on \(host): other machines may reach this page "
          + "(it shows your forms and, with --allow-record, can write snapshots)\n")
    }
    // Signals are taken on a dispatch source, so the server stops cleanly instead of dying.
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    signal(SIGPIPE, SIG_IGN)
    let scene = args.value("--scene")
    if scene != nil && !args.positionals.contains(where: FormDocument.isInterfaceBuilder) {
      throw UsageError(message: "--scene picks a root of an Interface Builder file (.xib, .storyboard); none is given")
    }
    let server: PreviewServer
    do {
      server = try PreviewServer(
        PreviewOptions(
          forms: args.positionals, host: host, port: UInt16(port),
          allowRecord: args.flag("--allow-record"), scene: scene))
    } catch let error as PreviewError {
      throw CLIError(message: "formshot preview: \(error)")
    }
    Console.out(server.url + "\n")
    if args.flag("--allow-record") && !server.canAccept {
      Console.err("formshot preview: CI is set: recording stays off\n")
    }
    if args.flag("--open") {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      p.arguments = ["xdg-open", server.url]
      p.standardOutput = FileHandle.nullDevice
      p.standardError = FileHandle.nullDevice
      if (try? p.run()) == nil {
        Console.err("formshot preview: could not run xdg-open; open \(server.url) yourself\n")
      }
    }
    let done = DispatchSemaphore(value: 0)
    var sources: [DispatchSourceSignal] = []
    for signalNumber in [SIGINT, SIGTERM] {
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { done.signal() }
      source.resume()
      sources.append(source)
    }
    done.wait()
    server.stop()
    Console.err("formshot preview: stopped\n")
    _ = sources
    return 0
  }
}

import AutoLayout
import FormState
import Geometry
import LayoutContract
import LayoutVocabulary
import PNG
import Scene
import Testing

@testable import Formshot

/// `render --animate`: every frame of the APNG is decoded from its chunks, and the button that
/// rides the keyboard sits where a solver built for that frame's guide height puts it.
@Suite struct KeyboardAnimationTests {
  static let button = ItemID("cta")

  @Test func apngFramesPutTheButtonWhereTheLayoutAtTheirGuideHeightDoes() throws {
    let document = try FormDocument.bundled("signup")
    let renderer = try FormRenderer()
    let animation = try KeyboardAnimation(document, from: ["kb-hidden"], to: ["kb-shown"])
    let (bytes, frames) = try renderer.renderAnimation(animation, format: .png, scale: 1)
    let decoded = try APNGFile(bytes)
    #expect(decoded.frames.count == 16, "0.5 s at 30 fps: frames at 0, 1/30 … 15/30")
    #expect(decoded.frames.count == frames.count)
    #expect(decoded.plays == 0)
    #expect(decoded.delays.dropLast().allSatisfy { $0 == (1, 30) })
    #expect(decoded.delays.last! == (1, 1))
    // Frame 0 is the kb-hidden picture, the last one the kb-shown picture.
    let still = { (tokens: [String]) throws -> PixelImage in
      let list = try renderer.scene(document, state: tokens).displayList
      return try renderer.pixels(list, scale: 1)
    }
    #expect(decoded.frames.first! == (try still(["kb-hidden"])))
    #expect(decoded.frames.last! == (try still(["kb-shown"])))

    // The button's fill, sampled from the still picture inside the solved frame.
    let shown = try document.resolve(try document.state(["kb-shown"]))
    let shownButton = try #require(renderer.layout(shown).frame(Self.button))
    let fill = decoded.frames.last!.pixel(
      x: Int(shownButton.minX + 12), y: Int(shownButton.midY))

    let middle = frames.count / 2
    #expect(frames[middle].guideHeight > frames[0].guideHeight)
    #expect(frames[middle].guideHeight < frames.last!.guideHeight)
    for k in [0, middle, frames.count - 1] {
      // A solver built from scratch for this frame's guide height.
      var form = shown
      let guide = try #require(form.items.first { $0.kind.isKeyboardGuide })
      let index = try #require(form.constraints.firstIndex { $0.isEdit && $0.first == Anchor(guide.id, .height) })
      form.constraints[index].constant = frames[k].guideHeight
      let expected = try #require(renderer.layout(form).frame(Self.button))
      #expect(abs(try #require(frames[k].layout.frame(Self.button)).minY - expected.minY) < 1e-6)
      // In the picture: the button's top edge (fill below, something else above) in a column
      // near its leading edge, searched 40 px either side of where the layout puts it.
      let image = decoded.frames[k]
      let x = Int(expected.minX + 12)
      let window = max(1, Int(expected.minY) - 40)..<min(image.height, Int(expected.minY) + 40)
      let top = try #require(
        window.first { y in
          image.pixel(x: x, y: y).isClose(to: fill) && !image.pixel(x: x, y: y - 1).isClose(to: fill)
        },
        "frame \(k): no button edge in column \(x) near y \(expected.minY)")
      #expect(abs(Double(top) - expected.minY) <= 1, "frame \(k): button top \(top), layout \(expected.minY)")
    }
  }

  @Test func inBetweenFramesReSolveOneSolverThroughEditVariables() throws {
    let document = try FormDocument.bundled("signup")
    let renderer = try FormRenderer()
    let animation = try KeyboardAnimation(document, from: ["kb-hidden"], to: ["kb-shown", "scroll=100"])
    var made = 0
    let (frames, sessions) = animation.frames(fps: 60) { form in
      made += 1
      return renderer.makeLayoutSession(form)
    }
    #expect(frames.count == 31)
    #expect(made <= 3, "\(made) solvers for \(frames.count) frames")
    #expect(sessions.allSatisfy { $0.buildCount == 1 })
    // The scroll offset goes along: from 0 to the end state's, monotonically.
    let offsets = frames.map { $0.layout.contentOffsets.first?.offset ?? 0 }
    #expect(offsets.first == 0)
    #expect(offsets.last! > 50)
    #expect(offsets[frames.count / 2] > 0 && offsets[frames.count / 2] < offsets.last!)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
  }

  @Test func theCurveIsTheSettledSpring() {
    #expect(KeyboardMotion.progress(at: 0) == 0)
    #expect(KeyboardMotion.progress(at: 0.5) == 1)
    // Critically damped, mass 3, stiffness 1000: 94 % of the way at 0.25 s, never overshooting.
    #expect(abs(KeyboardMotion.progress(at: 0.25) - 0.942) < 0.002)
    let samples = stride(from: 0.0, through: 0.5, by: 0.01).map(KeyboardMotion.progress)
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(KeyboardAnimation.times(fps: 30).count == 16)
    #expect(KeyboardAnimation.times(fps: 24).last == 0.5)
  }

  @Test func statesDifferingInAnotherAxisAreRefusedByName() throws {
    let document = try FormDocument.bundled("signup")
    for (from, to, axis) in [
      (["kb-hidden"], ["kb-shown", "dark"], "appearance"),
      (["kb-hidden"], ["kb-shown", "login"], "mode"),
      (["kb-hidden"], ["kb-shown", "xray"], "xray"),
    ] {
      #expect {
        _ = try KeyboardAnimation(document, from: from, to: to)
      } throws: { error in
        "\(error)".contains("differ in \(axis)")
      }
    }
  }

  @Test func webpFramesAreTheSamePictures() throws {
    let document = try FormDocument.bundled("chat")
    let renderer = try FormRenderer()
    let animation = try KeyboardAnimation(document, from: ["kb-shown"], to: ["kb-hidden"])
    let (bytes, frames) = try renderer.renderAnimation(animation, format: .webp, fps: 10, scale: 1)
    #expect(Array(bytes.prefix(4)) == Array("RIFF".utf8))
    let decoded = try #require(AnimatedWebP.decode(bytes))
    #expect(decoded.count == frames.count)
    // Lossless: each decoded frame is the painted one.
    let png = try renderer.renderAnimation(animation, format: .png, fps: 10, scale: 1).bytes
    let apng = try APNGFile(png)
    for (k, frame) in decoded.enumerated() {
      #expect(frame.image == apng.frames[k], "frame \(k)")
    }
    #expect(decoded.last!.endMs - decoded[decoded.count - 2].endMs == 1000)
  }
}

extension KeyboardAnimationTests {
  /// The frames are painted on reused canvases and compressed from cairo's pixels, one run of
  /// frames per worker: the file is byte for byte what the straight RGBA encoder makes of the
  /// same pictures, with any number of workers.
  @Test(arguments: [("signup", ["kb-hidden"], ["kb-shown"], 2.0), ("chat", ["kb-shown"], ["kb-hidden"], 1.0),
    ("checkout", ["kb-hidden"], ["focus=card"], 1.0)])
  func opaqueFramesEncodeAsTheRGBAEncoderDoes(
    form: String, from: [String], to: [String], scale: Double
  ) throws {
    let document = try FormDocument.bundled(form)
    let renderer = try FormRenderer()
    let animation = try KeyboardAnimation(document, from: from, to: to)
    let (bytes, frames) = try renderer.renderAnimation(animation, format: .png, scale: scale, workers: 2)
    let decoded = try APNGFile(bytes)
    #expect(decoded.frames.count == frames.count)
    let delays = decoded.delays.map { (numerator: $0.0, denominator: $0.1) }
    #expect(try AnimatedPNG.encode(decoded.frames, delays: delays) == bytes)
    for workers in [1, 3] {
      #expect(try renderer.renderAnimation(animation, format: .png, scale: scale, workers: workers).bytes == bytes)
    }
    // The middle frame is the picture the still renderer paints of that frame's display list.
    let middle = frames.count / 2
    let theme = try renderer.theme(named: nil, for: frames[middle].form)
    let list = SceneBuilder.build(form: frames[middle].form, layout: frames[middle].layout, theme: theme)
    #expect(decoded.frames[middle] == (try renderer.pixels(list, scale: scale)))
  }
}

// MARK: - An APNG reader for the tests (chunks walked by hand, frames decoded by PNGCodec)

struct APNGFile {
  var width = 0, height = 0
  var plays = -1
  var frames: [PixelImage] = []
  var delays: [(UInt16, UInt16)] = []

  struct Failure: Error, CustomStringConvertible { var description: String }

  init(_ bytes: [UInt8]) throws {
    guard bytes.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]) else { throw Failure(description: "signature") }
    var at = 8
    var ihdr: [UInt8] = []
    var expectedSequence: UInt32 = 0
    var pending: (x: Int, y: Int, w: Int, h: Int)?
    var data: [UInt8] = []
    var canvas: PixelImage?
    var frameCount = 0
    func u32(_ b: ArraySlice<UInt8>) -> UInt32 {
      b.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }
    func finishFrame() throws {
      guard let f = pending else { return }
      var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
      var header = ihdr
      header.replaceSubrange(0..<8, with: Self.be32(UInt32(f.w)) + Self.be32(UInt32(f.h)))
      png += Self.chunk("IHDR", header) + Self.chunk("IDAT", data) + Self.chunk("IEND", [])
      let part = try PNGCodec.decode(png)
      var image = canvas ?? PixelImage(width: width, height: height, rgba: Array(repeating: 0, count: width * height * 4))
      for row in 0..<f.h {
        let src = row * f.w * 4
        let dst = ((f.y + row) * width + f.x) * 4
        image.rgba.replaceSubrange(dst..<(dst + f.w * 4), with: part.rgba[src..<(src + f.w * 4)])
      }
      canvas = image
      frames.append(image)
      pending = nil
      data = []
    }
    while at + 12 <= bytes.count {
      let length = Int(u32(bytes[at...]))
      let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
      let body = Array(bytes[(at + 8)..<(at + 8 + length)])
      let crc = u32(bytes[(at + 8 + length)...])
      guard crc == Self.crc32(Array(bytes[(at + 4)..<(at + 8 + length)])) else {
        throw Failure(description: "bad CRC in \(type)")
      }
      at += 12 + length
      switch type {
      case "IHDR":
        ihdr = body
        width = Int(u32(body[0...]))
        height = Int(u32(body[4...]))
      case "acTL":
        frameCount = Int(u32(body[0...]))
        plays = Int(u32(body[4...]))
      case "fcTL":
        try finishFrame()
        guard u32(body[0...]) == expectedSequence else { throw Failure(description: "fcTL sequence") }
        expectedSequence += 1
        let f = (x: Int(u32(body[12...])), y: Int(u32(body[16...])), w: Int(u32(body[4...])), h: Int(u32(body[8...])))
        guard f.x + f.w <= width, f.y + f.h <= height, body[24] == 0, body[25] == 0 else {
          throw Failure(description: "frame rectangle or ops")
        }
        pending = f
        delays.append((UInt16(body[20]) << 8 | UInt16(body[21]), UInt16(body[22]) << 8 | UInt16(body[23])))
      case "IDAT":
        guard frames.isEmpty, pending != nil else { throw Failure(description: "IDAT outside frame 0") }
        data += body
      case "fdAT":
        guard u32(body[0...]) == expectedSequence, pending != nil else { throw Failure(description: "fdAT sequence") }
        expectedSequence += 1
        data += body.dropFirst(4)
      case "IEND":
        try finishFrame()
      default:
        break
      }
    }
    guard frames.count == frameCount else { throw Failure(description: "acTL says \(frameCount), found \(frames.count)") }
  }

  static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return be32(UInt32(data.count)) + typed + be32(crc32(typed))
  }
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xffff_ffff
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xedb8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xffff_ffff
  }
}

struct RGBA: Equatable {
  var r, g, b, a: UInt8
  func isClose(to o: RGBA) -> Bool {
    abs(Int(r) - Int(o.r)) <= 6 && abs(Int(g) - Int(o.g)) <= 6 && abs(Int(b) - Int(o.b)) <= 6
  }
}

extension PixelImage {
  func pixel(x: Int, y: Int) -> RGBA {
    let i = (y * width + x) * 4
    return RGBA(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
  }
}

/// A hand-built display list that uses every item kind: the sign-up card look.
import Drawing
import Geometry

enum SampleScene {
  static let title = TextStyle(size: 34, weight: .bold, lineHeight: 41, tracking: 0.4)
  static let body = TextStyle(size: 17, lineHeight: 22, tracking: -0.4)
  static let caption = TextStyle(size: 13, weight: .semibold, lineHeight: 18, uppercase: true)
  static let mono = TextStyle(family: .monospaced, size: 12, lineHeight: 16)

  static let blue = Color(red: 0, green: 0.478, blue: 1)
  static let label = Color.black
  static let secondary = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
  static let separator = Color(red: 0.776, green: 0.776, blue: 0.784)

  /// An iPhone-sized (390×844 pt) sign-up form.
  static func signUp(background: Color = Color(red: 0.949, green: 0.949, blue: 0.969))
    -> DisplayList
  {
    var items: [DisplayItem] = []
    let header = Rect(x: 0, y: 0, width: 390, height: 160)
    items.append(
      .fill(
        .rect(header, cornerRadius: 0),
        .linearGradient(
          start: Point(x: 0, y: 0), end: Point(x: 0, y: 160),
          stops: [
            GradientStop(offset: 0, color: Color(red: 0.35, green: 0.55, blue: 1)),
            GradientStop(offset: 1, color: blue.withAlpha(0.2)),
          ])))
    items.append(
      .text(
        TextRun(
          "Create account", style: title, color: label,
          frame: Rect(x: 20, y: 96, width: 350, height: 41))))

    // The card: a shadow under a white 12 pt card.
    let card = Rect(x: 16, y: 180, width: 358, height: 300)
    items.append(
      .shadow(
        .rect(card, cornerRadius: 12), color: Color.black.withAlpha(0.18),
        offset: Point(x: 0, y: 4), blur: 16, spread: 0))
    items.append(.fill(.rect(card, cornerRadius: 12), .solid(.white)))
    items.append(.pushClip(.rect(card, cornerRadius: 12)))
    // A badge half outside the card: the clip cuts it.
    items.append(
      .fill(
        .ellipse(Rect(x: 344, y: 166, width: 44, height: 44)),
        .solid(Color(red: 0.2, green: 0.78, blue: 0.35))))
    let fields = ["Name", "Email", "Password"]
    for (index, field) in fields.enumerated() {
      let y = card.minY + Double(index) * 52
      items.append(
        .text(
          TextRun(
            field, style: body, color: label, frame: Rect(x: 32, y: y + 15, width: 100, height: 22))
        ))
      items.append(
        .text(
          TextRun(
            "a very long placeholder text that cannot fit", style: body, color: secondary,
            frame: Rect(x: 140, y: y + 15, width: 218, height: 22), alignment: .trailing)))
      items.append(
        .fill(
          .rect(Rect(x: 32, y: y + 51.5, width: 342, height: 0.5), cornerRadius: 0),
          .solid(separator)))
    }
    items.append(
      .text(
        TextRun(
          "By signing up you agree to the terms of service and the privacy policy of this "
            + "example company, which are long enough to wrap.",
          style: body, color: secondary, frame: Rect(x: 32, y: 340, width: 326, height: 66),
          alignment: .center, truncation: .wrap, maxLines: 3)))
    items.append(.pop)

    // A dashed focus outline with per-corner radii, an avatar ellipse and a layer.
    items.append(
      .stroke(
        .roundedRect(
          Rect(x: 16, y: 500, width: 358, height: 50),
          radii: CornerRadii(topLeft: 12, topRight: 4, bottomRight: 12, bottomLeft: 4)),
        color: blue, width: 2, dash: [6, 3]))
    items.append(
      .text(
        TextRun(
          "section header", style: caption, color: secondary,
          frame: Rect(x: 32, y: 516, width: 200, height: 18))))
    items.append(.fill(.ellipse(Rect(x: 300, y: 505, width: 40, height: 40)), .solid(blue)))
    items.append(.pushLayer(opacity: 0.5))
    let button = Rect(x: 16, y: 570, width: 358, height: 50)
    items.append(.fill(.rect(button, cornerRadius: 12), .solid(blue)))
    items.append(
      .text(
        TextRun(
          "Continue", style: TextStyle(size: 17, weight: .semibold, lineHeight: 22), color: .white,
          frame: Rect(x: 16, y: 584, width: 358, height: 22), alignment: .center)))
    items.append(.pop)
    items.append(
      .fill(
        .path([
          .move(Point(x: 40, y: 660)), .line(Point(x: 60, y: 640)),
          .curve(Point(x: 70, y: 650), Point(x: 80, y: 670), Point(x: 90, y: 660)), .close,
        ]), .solid(Color(red: 1, green: 0.23, blue: 0.19))))
    items.append(
      .text(
        TextRun(
          "card.top == safeArea.top + 20 @1000", style: mono, color: label,
          frame: Rect(x: 20, y: 700, width: 350, height: 16), truncation: .clip)))
    return DisplayList(size: Size(width: 390, height: 844), background: background, items: items)
  }

  /// Shapes only (no text): the SVG round trip of these must match almost exactly.
  static func shapes() -> DisplayList {
    var list = signUp()
    list.items = list.items.filter { if case .text = $0 { return false } else { return true } }
    return list
  }
}

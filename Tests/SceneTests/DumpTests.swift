import Drawing
import Geometry
import Testing

@Suite struct DumpTests {
  @Test func dumpIsOneLinePerItemWithRoundedNumbersAndNesting() {
    let list = DisplayList(size: Size(width: 390, height: 844), background: .white, items: [
      .pushClip(.rect(Rect(x: 0, y: 47.333333, width: 390, height: 500), cornerRadius: 0)),
      .fill(.rect(Rect(x: 20, y: 120.005, width: 350, height: 50), cornerRadius: 12),
        .solid(Color(red: 0, green: 0.478431, blue: 1))),
      .text(TextRun("Name", style: TextStyle(size: 17, lineHeight: 22, tracking: -0.41),
        color: .black, frame: Rect(x: 36, y: 134, width: 88, height: 22))),
      .pop,
      .stroke(.ellipse(Rect(x: 1, y: 2, width: 3, height: 4)), color: .clear, width: 0.5,
        dash: [3, 2]),
    ])
    #expect(list.dump() == """
      canvas 390x844 background #FFFFFFFF
      clip rect(0 47.33 390 500)
        fill rect(20 120.01 350 50 r12) #007AFFFF
        text "Name" (36 134 88 22) system 17 w400 lh22 tr-0.41 #000000FF leading tail
      pop
      stroke ellipse(1 2 3 4) #00000000 w0.5 dash[3 2]

      """)
  }
}

// The one number formatter: what each preset prints, at the edges a layout reaches.
import LayoutVocabulary
import Testing

@Suite struct NumberFormatTests {
  @Test func exactPrintsValuesAsWritten() {
    let f = NumberFormat.exact
    #expect(f.string(8) == "8")
    #expect(f.string(0.5) == "0.5")
    #expect(f.string(-18) == "-18")
    #expect(f.string(-0.0) == "0")
    #expect(f.string(0.1 + 0.2) == "0.30000000000000004")
    #expect(f.string(1.0 / 3) == "0.3333333333333333")
  }

  @Test func largeValuesUseExponentsAndNeverTrap() {
    #expect(NumberFormat.exact.string(999_999_999_999_999) == "999999999999999")
    #expect(NumberFormat.exact.string(1e15) == "1000000000000000.0")
    #expect(NumberFormat.exact.string(1e16) == "1e+16")
    #expect(NumberFormat.exact.string(-1e300) == "-1e+300")
    #expect(NumberFormat.rounded(3).string(1e300) == "1e+300")
    #expect(NumberFormat.json.string(Double.greatestFiniteMagnitude) == "1.7976931348623157e+308")
    #expect(LayoutPriority(1e300).description == "1e+300")
  }

  @Test func nonFiniteValuesPrintAsTheirContextNeeds() {
    #expect(NumberFormat.exact.string(.infinity) == "inf")
    #expect(NumberFormat.exact.string(-.infinity) == "-inf")
    #expect(NumberFormat.exact.string(.nan) == "nan")
    #expect(NumberFormat.json.string(.infinity) == "null")
    #expect(NumberFormat.json.string(.nan) == "null")
    #expect(NumberFormat.rounded(2).string(-.infinity) == "null")
    #expect(NumberFormat(decimals: 3, nonFinite: .swift).string(.infinity) == "inf")
  }

  @Test func roundingDropsSolverNoiseAndNegativeZero() {
    let log = NumberFormat.rounded(3)
    #expect(log.string(0.1 + 0.2) == "0.3")
    #expect(log.string(-3.14159) == "-3.142")
    #expect(log.string(-0.0004) == "0")
    #expect(log.string(12.5) == "12.5")
    #expect(log.string(47.99999999) == "48")
    let screen = NumberFormat.rounded(2)
    #expect(screen.string(16.333) == "16.33")
    #expect(screen.string(-18.25) == "-18.25")
    #expect(screen.string(0.004) == "0")
    #expect(NumberFormat.rounded(0).string(2.5) == "3")
  }

  @Test func jsonIsExactWithoutAFraction() {
    #expect(NumberFormat.json.string(12) == "12")
    #expect(NumberFormat.json.string(-2.5) == "-2.5")
    #expect(NumberFormat.json.string(-0.0) == "0")
  }

  @Test func prioritiesPrintAsWritten() {
    #expect(LayoutPriority.required.description == "1000")
    #expect(LayoutPriority(749.5).description == "749.5")
    #expect(LayoutPriority.defaultLow.description == "250")
  }
}

import PinframeGraphics
import Testing

/// One row of UIKit's colour table: the 8-bit components drawn in each appearance.
struct SystemColorRow: Sendable, CustomTestStringConvertible {
  let name: String
  let light: RGBA8
  let dark: RGBA8
  let darkElevated: RGBA8

  init(_ name: String, _ light: RGBA8, _ dark: RGBA8, elevated: RGBA8? = nil) {
    self.name = name
    self.light = light
    self.dark = dark
    darkElevated = elevated ?? dark
  }

  var testDescription: String { name }
}

private func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBA8 {
  RGBA8(red: r, green: g, blue: b, alpha: a)
}

/// The classic iOS 13–18 values, alphas already rounded to 8 bits (0.60 → 153, 0.30 → 77…).
private let systemColorTable: [SystemColorRow] = [
  SystemColorRow("systemRed", rgb(255, 59, 48), rgb(255, 69, 58)),
  SystemColorRow("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10)),
  SystemColorRow("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10)),
  SystemColorRow("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88)),
  SystemColorRow("systemMint", rgb(0, 199, 190), rgb(102, 212, 207)),
  SystemColorRow("systemTeal", rgb(48, 176, 199), rgb(64, 200, 224)),
  SystemColorRow("systemCyan", rgb(50, 173, 230), rgb(100, 210, 255)),
  SystemColorRow("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255)),
  SystemColorRow("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230)),
  SystemColorRow("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242)),
  SystemColorRow("systemPink", rgb(255, 45, 85), rgb(255, 55, 95)),
  SystemColorRow("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104)),
  SystemColorRow("systemGray", rgb(142, 142, 147), rgb(142, 142, 147)),
  SystemColorRow("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102)),
  SystemColorRow("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74)),
  SystemColorRow("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60)),
  SystemColorRow("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46)),
  SystemColorRow("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30)),
  SystemColorRow("label", rgb(0, 0, 0), rgb(255, 255, 255)),
  SystemColorRow("secondaryLabel", rgb(60, 60, 67, 153), rgb(235, 235, 245, 153)),
  SystemColorRow("tertiaryLabel", rgb(60, 60, 67, 77), rgb(235, 235, 245, 77)),
  SystemColorRow("quaternaryLabel", rgb(60, 60, 67, 46), rgb(235, 235, 245, 46)),
  SystemColorRow("placeholderText", rgb(60, 60, 67, 77), rgb(235, 235, 245, 77)),
  SystemColorRow("link", rgb(0, 122, 255), rgb(9, 132, 255)),
  SystemColorRow("separator", rgb(60, 60, 67, 74), rgb(84, 84, 88, 153)),
  SystemColorRow("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58)),
  SystemColorRow("systemFill", rgb(120, 120, 128, 51), rgb(120, 120, 128, 92)),
  SystemColorRow("secondarySystemFill", rgb(120, 120, 128, 41), rgb(120, 120, 128, 82)),
  SystemColorRow("tertiarySystemFill", rgb(118, 118, 128, 31), rgb(118, 118, 128, 61)),
  SystemColorRow("quaternarySystemFill", rgb(116, 116, 128, 20), rgb(118, 118, 128, 46)),
  SystemColorRow(
    "systemBackground", rgb(255, 255, 255), rgb(0, 0, 0), elevated: rgb(28, 28, 30)),
  SystemColorRow(
    "secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30), elevated: rgb(44, 44, 46)),
  SystemColorRow(
    "tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46), elevated: rgb(58, 58, 60)),
  SystemColorRow(
    "systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0), elevated: rgb(28, 28, 30)),
  SystemColorRow(
    "secondarySystemGroupedBackground", rgb(255, 255, 255), rgb(28, 28, 30),
    elevated: rgb(44, 44, 46)),
  SystemColorRow(
    "tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46),
    elevated: rgb(58, 58, 60)),
]

/// The fixed colours: the same value in every appearance.
private let fixedColorTable: [(String, RGBA8)] = [
  ("clear", rgb(0, 0, 0, 0)), ("black", rgb(0, 0, 0)), ("white", rgb(255, 255, 255)),
  ("gray", rgb(128, 128, 128)), ("darkGray", rgb(85, 85, 85)), ("lightGray", rgb(170, 170, 170)),
  ("red", rgb(255, 0, 0)), ("green", rgb(0, 255, 0)), ("blue", rgb(0, 0, 255)),
  ("cyan", rgb(0, 255, 255)), ("yellow", rgb(255, 255, 0)), ("magenta", rgb(255, 0, 255)),
  ("orange", rgb(255, 128, 0)), ("purple", rgb(128, 0, 128)), ("brown", rgb(153, 102, 51)),
  ("lightText", rgb(255, 255, 255, 153)), ("darkText", rgb(0, 0, 0)),
]

@Suite("System colours")
struct SystemColorTests {
  private let light = UITraitCollection(userInterfaceStyle: .light)
  private let dark = UITraitCollection(userInterfaceStyle: .dark)
  private let darkElevated = UITraitCollection(
    userInterfaceStyle: .dark, userInterfaceLevel: .elevated)

  @Test(
    "every system and semantic colour has UIKit's light, dark and elevated values",
    arguments: systemColorTable)
  func table(row: SystemColorRow) throws {
    let color = try #require(UIColor.named[row.name])
    #expect(color.resolvedColor(with: light).cgColor.rgba8 == row.light)
    #expect(color.resolvedColor(with: dark).cgColor.rgba8 == row.dark)
    #expect(color.resolvedColor(with: darkElevated).cgColor.rgba8 == row.darkElevated)
    #expect(color.resolvedColor(with: UITraitCollection()).cgColor.rgba8 == row.light)
    #expect(
      color.resolvedColor(with: UITraitCollection(userInterfaceLevel: .elevated)).cgColor.rgba8
        == row.light)
    #expect(color.description == "<UIDynamicSystemColor: \(row.name)>")
  }

  @Test("the fixed colours look the same in every appearance")
  func fixed() throws {
    for (name, value) in fixedColorTable {
      let color = try #require(UIColor.named[name])
      #expect(color.resolvedColor(with: dark) === color, "\(name)")
      #expect(color.cgColor.rgba8 == value, "\(name)")
    }
  }

  @Test(
    "the named colours are the table's and UIKit's two aliases, and the static members are the same objects"
  )
  func names() {
    let aliases = ["tintColor", "groupTableViewBackground"]
    let expected = Set(systemColorTable.map(\.name) + fixedColorTable.map(\.0) + aliases)
    #expect(Set(UIColor.named.keys) == expected)
    #expect(UIColor.named.count == 55)
    #expect(UIColor.named["tintColor"] === UIColor.systemBlue)
    #expect(UIColor.named["groupTableViewBackground"] === UIColor.systemGroupedBackground)
    #expect(UIColor.named["systemBlue"] === UIColor.systemBlue)
    #expect(
      UIColor.named["tertiarySystemGroupedBackground"] === UIColor.tertiarySystemGroupedBackground)
    #expect(Color.named["separator"]?.rgba8 == RGBA8(red: 60, green: 60, blue: 67, alpha: 74))
    #expect(Color.systemTeal == UIColor.systemTeal.resolvedColor(with: light).cgColor)
  }

  @Test("alphas are stored as UIKit's fractions and round to 8 bits half away from zero")
  func alphaFractions() {
    #expect(UIColor.tertiaryLabel.resolvedColor(with: light).cgColor.alpha == 0.3)
    #expect(UIColor.separator.resolvedColor(with: dark).cgColor.alpha == 0.6)
    #expect(Color(white: 0, alpha: 0.3).rgba8.alpha == 77)
    #expect(Color(white: 0, alpha: 0.29).rgba8.alpha == 74)
  }
}

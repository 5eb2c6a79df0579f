/// A system colour's value in each appearance: light, dark, and dark at the elevated level.
///
/// Dark appearance picks ``dark``, or ``darkElevated`` when the traits' level is `.elevated`;
/// light and unspecified appearances pick ``light`` (UIKit resolves an unspecified style as
/// light).
struct SystemColorAppearances: Sendable {
  /// The UIKit name, such as `systemBlue`.
  let name: String
  /// The value in light (and unspecified) appearance.
  let light: UIColor
  /// The value in dark appearance at the base level.
  let dark: UIColor
  /// The value in dark appearance at the elevated level (sheets, popovers).
  let darkElevated: UIColor

  /// The fixed colour for `traits`.
  func color(for traits: UITraitCollection) -> UIColor {
    guard traits.userInterfaceStyle == .dark else { return light }
    return traits.userInterfaceLevel == .elevated ? darkElevated : dark
  }
}

extension UIColor {
  /// A system colour named `name` with 8-bit sRGB components and fractional alphas per
  /// appearance; the elevated dark value is the base dark value unless given.
  static func system(
    _ name: String, light: (UInt8, UInt8, UInt8, Double), dark: (UInt8, UInt8, UInt8, Double),
    darkElevated: (UInt8, UInt8, UInt8, Double)? = nil
  ) -> UIColor {
    let darkColor = UIColor(cgColor: Color(components: dark))
    let appearances = SystemColorAppearances(
      name: name, light: UIColor(cgColor: Color(components: light)), dark: darkColor,
      darkElevated: darkElevated.map { UIColor(cgColor: Color(components: $0)) } ?? darkColor)
    return UIColor(storage: .system(appearances))
  }
}

extension Color {
  /// A colour from 8-bit sRGB components and an alpha fraction, as UIKit's tables give them.
  init(components: (UInt8, UInt8, UInt8, Double)) {
    self.init(
      red: Double(components.0) / 255, green: Double(components.1) / 255,
      blue: Double(components.2) / 255, alpha: components.3)
  }
}

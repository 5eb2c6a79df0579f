extension Color {
  /// Fully transparent black, as `UIColor.clear`.
  public static let clear = Color(white: 0, alpha: 0)
  /// Black, as `UIColor.black`.
  public static let black = Color(white: 0)
  /// White, as `UIColor.white`.
  public static let white = Color(white: 1)
  /// 50 % grey, as `UIColor.gray`.
  public static let gray = Color(white: 0.5)
  /// One-third grey, as `UIColor.darkGray`.
  public static let darkGray = Color(white: 1.0 / 3)
  /// Two-thirds grey, as `UIColor.lightGray`.
  public static let lightGray = Color(white: 2.0 / 3)
  /// Pure red, as `UIColor.red`.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Pure green, as `UIColor.green`.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Pure blue, as `UIColor.blue`.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Cyan, as `UIColor.cyan`.
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Yellow, as `UIColor.yellow`.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Magenta, as `UIColor.magenta`.
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Orange, as `UIColor.orange`.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple, as `UIColor.purple`.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown, as `UIColor.brown`.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

  // The light values of UIKit's adaptable colours, for code that needs one fixed value; the
  // values themselves live in `UIColor+System.swift` and `UIColor+Semantic.swift`.

  /// ``UIColor/systemRed`` in the light appearance.
  public static let systemRed = UIColor.systemRed.lightValue
  /// ``UIColor/systemOrange`` in the light appearance.
  public static let systemOrange = UIColor.systemOrange.lightValue
  /// ``UIColor/systemYellow`` in the light appearance.
  public static let systemYellow = UIColor.systemYellow.lightValue
  /// ``UIColor/systemGreen`` in the light appearance.
  public static let systemGreen = UIColor.systemGreen.lightValue
  /// ``UIColor/systemMint`` in the light appearance.
  public static let systemMint = UIColor.systemMint.lightValue
  /// ``UIColor/systemTeal`` in the light appearance.
  public static let systemTeal = UIColor.systemTeal.lightValue
  /// ``UIColor/systemCyan`` in the light appearance.
  public static let systemCyan = UIColor.systemCyan.lightValue
  /// ``UIColor/systemBlue`` in the light appearance.
  public static let systemBlue = UIColor.systemBlue.lightValue
  /// ``UIColor/systemIndigo`` in the light appearance.
  public static let systemIndigo = UIColor.systemIndigo.lightValue
  /// ``UIColor/systemPurple`` in the light appearance.
  public static let systemPurple = UIColor.systemPurple.lightValue
  /// ``UIColor/systemPink`` in the light appearance.
  public static let systemPink = UIColor.systemPink.lightValue
  /// ``UIColor/systemBrown`` in the light appearance.
  public static let systemBrown = UIColor.systemBrown.lightValue
  /// ``UIColor/systemGray`` in the light appearance.
  public static let systemGray = UIColor.systemGray.lightValue
  /// ``UIColor/systemGray2`` in the light appearance.
  public static let systemGray2 = UIColor.systemGray2.lightValue
  /// ``UIColor/systemGray3`` in the light appearance.
  public static let systemGray3 = UIColor.systemGray3.lightValue
  /// ``UIColor/systemGray4`` in the light appearance.
  public static let systemGray4 = UIColor.systemGray4.lightValue
  /// ``UIColor/systemGray5`` in the light appearance.
  public static let systemGray5 = UIColor.systemGray5.lightValue
  /// ``UIColor/systemGray6`` in the light appearance.
  public static let systemGray6 = UIColor.systemGray6.lightValue
  /// ``UIColor/systemBackground`` in the light appearance.
  public static let systemBackground = UIColor.systemBackground.lightValue
  /// ``UIColor/systemGroupedBackground`` in the light appearance.
  public static let systemGroupedBackground = UIColor.systemGroupedBackground.lightValue
  /// ``UIColor/label`` in the light appearance.
  public static let label = UIColor.label.lightValue
  /// ``UIColor/secondaryLabel`` in the light appearance.
  public static let secondaryLabel = UIColor.secondaryLabel.lightValue
  /// ``UIColor/separator`` in the light appearance.
  public static let separator = UIColor.separator.lightValue

  /// Every name of ``UIColor/named``, with the light value of the adaptable ones.
  public static let named: [String: Color] = UIColor.named.mapValues(\.lightValue)
}

extension UIColor {
  /// The value in the light appearance at the base level.
  var lightValue: Color {
    resolvedValue(with: UITraitCollection(userInterfaceStyle: .light))
  }
}

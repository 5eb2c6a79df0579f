// iOS's semantic (element) colours, classic iOS 13–18 values: 8-bit sRGB components with the
// alpha as the fraction UIKit uses. Drawn, an alpha becomes round(alpha × 255), ties away from
// zero: 0.60 → 153, 0.30 → 77, 0.29 → 74, 0.20 → 51, 0.18 → 46, 0.16 → 41, 0.12 → 31,
// 0.08 → 20 (recordings made on iOS may differ by 1). The elevated dark backgrounds are inferred
// from the grey ramp; the dark separator uses iOS 13's 0.60 (later sources say 0.65).

extension UIColor {
  /// The colour of primary text: black light, white dark.
  public static let label = system("label", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
  /// The colour of secondary text: 60,60,67 at 0.60 light, 235,235,245 at 0.60 dark.
  public static let secondaryLabel = system(
    "secondaryLabel", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
  /// The colour of tertiary text: 60,60,67 at 0.30 light, 235,235,245 at 0.30 dark.
  public static let tertiaryLabel = system(
    "tertiaryLabel", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
  /// The colour of quaternary text: 60,60,67 at 0.18 light, 235,235,245 at 0.18 dark.
  public static let quaternaryLabel = system(
    "quaternaryLabel", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.18))
  /// The colour of placeholder text: 60,60,67 at 0.30 light, 235,235,245 at 0.30 dark.
  public static let placeholderText = system(
    "placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
  /// The colour of links: 0,122,255 light, 9,132,255 dark.
  public static let link = system("link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
  /// The colour of thin separators that let content show through: 60,60,67 at 0.29 light,
  /// 84,84,88 at 0.60 dark.
  public static let separator = system(
    "separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
  /// The colour of opaque separators: 198,198,200 light, 56,56,58 dark.
  public static let opaqueSeparator = system(
    "opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))

  /// The fill of thin, small shapes: 120,120,128 at 0.20 light, at 0.36 dark.
  public static let systemFill = system(
    "systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
  /// The fill of medium shapes: 120,120,128 at 0.16 light, at 0.32 dark.
  public static let secondarySystemFill = system(
    "secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
  /// The fill of large shapes: 118,118,128 at 0.12 light, at 0.24 dark.
  public static let tertiarySystemFill = system(
    "tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
  /// The fill of large areas with complex content: 116,116,128 at 0.08 light, 118,118,128 at
  /// 0.18 dark.
  public static let quaternarySystemFill = system(
    "quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

  /// The background of the main interface: white light, black dark, 28,28,30 dark elevated.
  public static let systemBackground = system(
    "systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1),
    darkElevated: (28, 28, 30, 1))
  /// The background of content layered on the main background: 242,242,247 light, 28,28,30
  /// dark, 44,44,46 dark elevated.
  public static let secondarySystemBackground = system(
    "secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1),
    darkElevated: (44, 44, 46, 1))
  /// The background of content layered on the secondary background: white light, 44,44,46
  /// dark, 58,58,60 dark elevated.
  public static let tertiarySystemBackground = system(
    "tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1),
    darkElevated: (58, 58, 60, 1))
  /// The background of grouped interfaces: 242,242,247 light, black dark, 28,28,30 dark
  /// elevated.
  public static let systemGroupedBackground = system(
    "systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1),
    darkElevated: (28, 28, 30, 1))
  /// The background of content in grouped interfaces: white light, 28,28,30 dark, 44,44,46
  /// dark elevated.
  public static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1),
    darkElevated: (44, 44, 46, 1))
  /// The background of content layered on grouped content: 242,242,247 light, 44,44,46 dark,
  /// 58,58,60 dark elevated.
  public static let tertiarySystemGroupedBackground = system(
    "tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1),
    darkElevated: (58, 58, 60, 1))

  /// Text on dark backgrounds: white at 0.6 alpha in both appearances (not adaptable).
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Text on light backgrounds: black in both appearances (not adaptable).
  public static let darkText = UIColor(white: 0, alpha: 1)
}

// iOS's adaptable system colours, with the classic iOS 13–18 values (8-bit sRGB) for the light
// and dark appearances. systemMint, systemCyan and systemBrown, and systemTeal's iOS 15 values,
// come from fewer sources than the others; iOS 26 changed several of them.

extension UIColor {
  /// iOS's system red: 255,59,48 light, 255,69,58 dark.
  public static let systemRed = system(
    "systemRed", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
  /// iOS's system orange: 255,149,0 light, 255,159,10 dark.
  public static let systemOrange = system(
    "systemOrange", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
  /// iOS's system yellow: 255,204,0 light, 255,214,10 dark.
  public static let systemYellow = system(
    "systemYellow", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
  /// iOS's system green: 52,199,89 light, 48,209,88 dark.
  public static let systemGreen = system(
    "systemGreen", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
  /// iOS's system mint (iOS 15): 0,199,190 light, 102,212,207 dark.
  public static let systemMint = system(
    "systemMint", light: (0, 199, 190, 1), dark: (102, 212, 207, 1))
  /// iOS's system teal, iOS 15 values: 48,176,199 light, 64,200,224 dark.
  public static let systemTeal = system(
    "systemTeal", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
  /// iOS's system cyan (iOS 15): 50,173,230 light, 100,210,255 dark.
  public static let systemCyan = system(
    "systemCyan", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
  /// iOS's system blue: 0,122,255 light, 10,132,255 dark.
  public static let systemBlue = system(
    "systemBlue", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
  /// iOS's system indigo: 88,86,214 light, 94,92,230 dark.
  public static let systemIndigo = system(
    "systemIndigo", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
  /// iOS's system purple: 175,82,222 light, 191,90,242 dark.
  public static let systemPurple = system(
    "systemPurple", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
  /// iOS's system pink: 255,45,85 light, 255,55,95 dark.
  public static let systemPink = system(
    "systemPink", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
  /// iOS's system brown: 162,132,94 light, 172,142,104 dark.
  public static let systemBrown = system(
    "systemBrown", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))

  /// iOS's system grey: 142,142,147 in both appearances.
  public static let systemGray = system(
    "systemGray", light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
  /// iOS's second system grey: 174,174,178 light, 99,99,102 dark.
  public static let systemGray2 = system(
    "systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
  /// iOS's third system grey: 199,199,204 light, 72,72,74 dark.
  public static let systemGray3 = system(
    "systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
  /// iOS's fourth system grey: 209,209,214 light, 58,58,60 dark.
  public static let systemGray4 = system(
    "systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
  /// iOS's fifth system grey: 229,229,234 light, 44,44,46 dark.
  public static let systemGray5 = system(
    "systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
  /// iOS's sixth system grey: 242,242,247 light, 28,28,30 dark.
  public static let systemGray6 = system(
    "systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
}

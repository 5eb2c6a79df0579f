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

  /// iOS's system red (light appearance).
  public static let systemRed = Color(red255: 255, green255: 59, blue255: 48)
  /// iOS's system orange (light appearance).
  public static let systemOrange = Color(red255: 255, green255: 149, blue255: 0)
  /// iOS's system yellow (light appearance).
  public static let systemYellow = Color(red255: 255, green255: 204, blue255: 0)
  /// iOS's system green (light appearance).
  public static let systemGreen = Color(red255: 52, green255: 199, blue255: 89)
  /// iOS's system mint (light appearance).
  public static let systemMint = Color(red255: 0, green255: 199, blue255: 190)
  /// iOS's system teal (light appearance).
  public static let systemTeal = Color(red255: 48, green255: 176, blue255: 199)
  /// iOS's system cyan (light appearance).
  public static let systemCyan = Color(red255: 50, green255: 173, blue255: 230)
  /// iOS's system blue (light appearance).
  public static let systemBlue = Color(red255: 0, green255: 122, blue255: 255)
  /// iOS's system indigo (light appearance).
  public static let systemIndigo = Color(red255: 88, green255: 86, blue255: 214)
  /// iOS's system purple (light appearance).
  public static let systemPurple = Color(red255: 175, green255: 82, blue255: 222)
  /// iOS's system pink (light appearance).
  public static let systemPink = Color(red255: 255, green255: 45, blue255: 85)
  /// iOS's system brown (light appearance).
  public static let systemBrown = Color(red255: 162, green255: 132, blue255: 94)
  /// iOS's system grey (light appearance).
  public static let systemGray = Color(red255: 142, green255: 142, blue255: 147)
  /// iOS's second system grey (light appearance).
  public static let systemGray2 = Color(red255: 174, green255: 174, blue255: 178)
  /// iOS's third system grey (light appearance).
  public static let systemGray3 = Color(red255: 199, green255: 199, blue255: 204)
  /// iOS's fourth system grey (light appearance).
  public static let systemGray4 = Color(red255: 209, green255: 209, blue255: 214)
  /// iOS's fifth system grey (light appearance).
  public static let systemGray5 = Color(red255: 229, green255: 229, blue255: 234)
  /// iOS's sixth system grey (light appearance).
  public static let systemGray6 = Color(red255: 242, green255: 242, blue255: 247)
  /// iOS's system background (light appearance: white).
  public static let systemBackground = Color.white
  /// iOS's grouped background (light appearance).
  public static let systemGroupedBackground = Color(red255: 242, green255: 242, blue255: 247)
  /// iOS's primary label colour (light appearance: black).
  public static let label = Color.black
  /// iOS's secondary label colour (light appearance).
  public static let secondaryLabel = Color(red255: 60, green255: 60, blue255: 67, alpha255: 153)
  /// iOS's separator colour (light appearance).
  public static let separator = Color(red255: 60, green255: 60, blue255: 67, alpha255: 74)

  /// Every named colour by its Swift name (`"red"`, `"systemBlue"`…), for specs and tools.
  public static let named: [String: Color] = [
    "clear": .clear, "black": .black, "white": .white, "gray": .gray, "darkGray": .darkGray,
    "lightGray": .lightGray, "red": .red, "green": .green, "blue": .blue, "cyan": .cyan,
    "yellow": .yellow, "magenta": .magenta, "orange": .orange, "purple": .purple, "brown": .brown,
    "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
    "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
    "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo,
    "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
    "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
    "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
    "systemBackground": .systemBackground, "systemGroupedBackground": .systemGroupedBackground,
    "label": .label, "secondaryLabel": .secondaryLabel, "separator": .separator,
  ]
}

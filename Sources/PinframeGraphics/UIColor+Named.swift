extension UIColor {
  /// Every UIKit colour by its Swift name (`"red"`, `"systemBlue"`, `"label"`…), for specs and
  /// tools; the system and semantic ones are dynamic.
  public static let named: [String: UIColor] = [
    // Classic fixed colours
    "clear": .clear, "black": .black, "white": .white, "gray": .gray, "darkGray": .darkGray,
    "lightGray": .lightGray, "red": .red, "green": .green, "blue": .blue, "cyan": .cyan,
    "yellow": .yellow, "magenta": .magenta, "orange": .orange, "purple": .purple, "brown": .brown,
    "lightText": .lightText, "darkText": .darkText,
    // System colours
    "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
    "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
    "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo,
    "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
    "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
    "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
    // Semantic colours
    "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
    "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText, "link": .link,
    "separator": .separator, "opaqueSeparator": .opaqueSeparator, "systemFill": .systemFill,
    "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
    "quaternarySystemFill": .quaternarySystemFill, "systemBackground": .systemBackground,
    "secondarySystemBackground": .secondarySystemBackground,
    "tertiarySystemBackground": .tertiarySystemBackground,
    "systemGroupedBackground": .systemGroupedBackground,
    "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
    "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
    // iOS 15's tintColor, as the default tint (specs set no other), and the name iOS 13
    // deprecated in favour of systemGroupedBackground
    "tintColor": .systemBlue, "groupTableViewBackground": .systemGroupedBackground,
  ]
}

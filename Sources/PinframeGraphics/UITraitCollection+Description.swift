extension UITraitCollection: CustomStringConvertible {
  /// The specified traits, such as
  /// `<UITraitCollection; displayScale = 2; userInterfaceStyle = dark>`.
  public var description: String {
    var parts = ["<UITraitCollection"]
    if displayScale != 0 { parts.append("displayScale = \(displayScale)") }
    let traits: [(String, String, Bool)] = [
      ("userInterfaceStyle", "\(userInterfaceStyle)", userInterfaceStyle != .unspecified),
      ("userInterfaceLevel", "\(userInterfaceLevel)", userInterfaceLevel != .unspecified),
      ("layoutDirection", "\(layoutDirection)", layoutDirection != .unspecified),
      ("horizontalSizeClass", "\(horizontalSizeClass)", horizontalSizeClass != .unspecified),
      ("verticalSizeClass", "\(verticalSizeClass)", verticalSizeClass != .unspecified),
      (
        "preferredContentSizeCategory", "\(preferredContentSizeCategory)",
        preferredContentSizeCategory != .unspecified
      ),
      ("userInterfaceIdiom", "\(userInterfaceIdiom)", userInterfaceIdiom != .unspecified),
    ]
    parts += traits.filter(\.2).map { "\($0.0) = \($0.1)" }
    return parts.joined(separator: "; ") + ">"
  }
}

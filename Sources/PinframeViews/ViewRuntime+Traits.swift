import PinframeGraphics

extension ViewRuntime {
  /// The traits a root view starts from: the runtime's ``scale`` as display scale, its layout
  /// direction, the light appearance at the base level, and the default text size (large).
  ///
  /// A root view takes them when it is made and when its overrides change; size classes and
  /// idiom stay unspecified unless overridden (device presets override them).
  public var traitCollection: UITraitCollection {
    UITraitCollection(
      displayScale: scale, userInterfaceStyle: .light, userInterfaceLevel: .base,
      layoutDirection: userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      preferredContentSizeCategory: .large)
  }
}

extension ImageComparison {
  /// What differs, in sentences: a size change, how many pixels differ (and their share), the
  /// largest distance and where; and the tolerance when it is not exact.
  ///
  /// ```text
  /// 22500 of 2962440 pixels differ (0.76 %), largest distance 0.4831, within (x: 60, y: 615, width: 150, height: 150).
  /// ```
  public func summary(tolerance: ImageTolerance) -> String {
    var lines: [String] = []
    if sizeChanged {
      lines.append("Size changed: reference \(expectedSize) px, actual \(actualSize) px.")
    }
    let percent = (differentPixelRatio * 10_000).rounded() / 100
    var line = "\(differentPixels) of \(comparedPixels) pixels differ (\(percent) %)"
    line += ", largest distance \(Self.format(maxDistance))"
    if let differenceBounds { line += ", within \(differenceBounds) px" }
    lines.append(line + ".")
    if !tolerance.isExact {
      lines.append(
        "Tolerance: per-pixel threshold \(Self.format(tolerance.perceptualThreshold)), at most "
          + "\(tolerance.allowedDifferentPixels(outOf: comparedPixels)) differing pixels.")
    }
    return lines.joined(separator: "\n")
  }

  private static func format(_ value: Double) -> String {
    String((value * 10_000).rounded() / 10_000)
  }
}

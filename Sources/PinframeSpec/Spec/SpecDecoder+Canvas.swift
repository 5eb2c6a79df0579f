import PinframeGraphics

extension SpecDecoder {
  /// The `canvas` object.
  func decodeCanvas(_ field: JSONField) throws(SpecError) -> CanvasSpec {
    let reader = try context.object(
      field, keys: ["width", "height", "scale", "background", "safeArea", "appearance"])
    let width = try context.number(reader.required("width"), .positive)
    let height = try context.number(reader.required("height"), .positive)
    let scale = Int(try reader.number("scale", .scale) ?? 1)
    try checkPixels(width, "wide", reader["width"], scale: scale)
    try checkPixels(height, "high", reader["height"], scale: scale)
    var safeArea = EdgeInsets.zero
    if let insets = reader["safeArea"] {
      safeArea = try decodeInsets(insets)
    }
    return CanvasSpec(
      width: width, height: height, scale: scale,
      background: try reader.color("background") ?? .white, safeArea: safeArea,
      appearance: try reader["appearance"].map(decodeAppearance) ?? .light)
  }

  /// The canvas's `appearance`: `"light"` or `"dark"`.
  private func decodeAppearance(_ field: JSONField) throws(SpecError) -> UIUserInterfaceStyle {
    let expectation = "an appearance (\"light\" or \"dark\")"
    switch try context.string(field, expectation: expectation) {
    case "light": return .light
    case "dark": return .dark
    default: throw context.expected(expectation, field)
    }
  }

  private func checkPixels(_ points: Double, _ extent: String, _ field: JSONField?, scale: Int)
    throws(SpecError)
  {
    let maximum = context.limits.maximumCanvasPixels
    let pixels = points * Double(scale)
    guard let field, pixels > Double(maximum) else { return }
    throw context.error(
      "the canvas is \(formatted(pixels)) pixels \(extent) (\(formatted(points)) points at scale "
        + "\(scale)); the limit is \(maximum) pixels", at: field)
  }

  /// An insets object: `{"top": 47, "bottom": 34}`; sides left out are 0.
  func decodeInsets(_ field: JSONField) throws(SpecError) -> EdgeInsets {
    let reader = try context.object(field, keys: ["top", "left", "bottom", "right"])
    let rule = NumberRule.length(context.limits.maximumPoints)
    return EdgeInsets(
      top: try reader.number("top", rule) ?? 0, left: try reader.number("left", rule) ?? 0,
      bottom: try reader.number("bottom", rule) ?? 0, right: try reader.number("right", rule) ?? 0)
  }
}

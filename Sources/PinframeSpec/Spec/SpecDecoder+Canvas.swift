import Foundation
import PinframeGraphics
import PinframeViews

extension SpecDecoder {
  /// The `canvas` object: a size, or a device preset whose size, scale, safe area and traits
  /// the canvas takes (each but the traits overridable by its own key), and how text is drawn.
  func decodeCanvas(_ field: JSONField) throws(SpecError) -> CanvasSpec {
    let reader = try context.object(
      field,
      keys: [
        "width", "height", "scale", "background", "safeArea", "appearance", "device",
        "orientation", "text",
      ])
    let device = try decodeDevice(reader)
    let width = try dimension(reader, "width", device?.size?.width)
    let height = try dimension(reader, "height", device?.size?.height)
    let scale = Int(try reader.number("scale", .scale) ?? device.map { Double($0.scale) } ?? 1)
    try checkPixels(width, "wide", reader["width"] ?? reader["device"], scale: scale)
    try checkPixels(height, "high", reader["height"] ?? reader["device"], scale: scale)
    var safeArea = device?.safeArea ?? .zero
    if let insets = reader["safeArea"] {
      safeArea = try decodeInsets(insets)
    }
    var canvas = CanvasSpec(
      width: width, height: height, scale: scale,
      background: try reader.color("background") ?? .white, safeArea: safeArea,
      appearance: try reader["appearance"].map(decodeAppearance) ?? .light)
    canvas.device = try reader["device"].map { field throws(SpecError) in try context.string(field)
    }
    canvas.traits = device?.traits
    canvas.text = try reader["text"].map(decodeTextRendering) ?? .glyphs
    return canvas
  }

  /// The canvas's `text`: `"glyphs"` or `"silhouettes"`.
  private func decodeTextRendering(_ field: JSONField) throws(SpecError) -> TextRendering {
    let expectation = "a way to draw text (\"glyphs\" or \"silhouettes\")"
    guard let text = TextRendering(rawValue: try context.string(field, expectation: expectation))
    else { throw context.expected(expectation, field) }
    return text
  }

  /// The device preset `device` and `orientation` name, if any.
  private func decodeDevice(_ reader: ObjectReader) throws(SpecError) -> ViewImageConfig? {
    guard let field = reader["device"] else {
      if let orientation = reader["orientation"] {
        throw context.error("'orientation' needs a 'device'", at: orientation)
      }
      return nil
    }
    let name = try context.string(field, expectation: "a device such as \"iPhone13\"")
    let landscape =
      try reader["orientation"].map { field throws(SpecError) in
        let expectation = "an orientation (\"portrait\" or \"landscape\")"
        switch try context.string(field, expectation: expectation) {
        case "portrait": return false
        case "landscape": return true
        default: throw context.expected(expectation, field)
        }
      } ?? false
    guard let config = ViewImageConfig.named(name, landscape: landscape) else {
      throw context.error(
        "unknown device '\(name)'\(Suggestion.hintOrChoices(for: name, in: ViewImageConfig.deviceNames))",
        at: field)
    }
    return config
  }

  /// The canvas's `key` side: required without a device; the device's by default with one.
  private func dimension(_ reader: ObjectReader, _ key: String, _ device: CGFloat?)
    throws(SpecError) -> Double
  {
    if let value = try reader.number(key, .positive) { return value }
    if let device { return Double(device) }
    return try context.number(reader.required(key), .positive)
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

import Foundation

extension SpecDecoder {
  /// The most a spec may scale a view, either way.
  static let maximumScale = 100.0
  /// The largest rotation, in degrees, either way.
  static let maximumRotation = 3600.0

  /// A `transform` object: `{"scale": 1.2 | [x, y], "rotation": degrees,
  /// "translation": [x, y]}`, every key optional (`{}` is the identity).
  func decodeTransform(_ field: JSONField) throws(SpecError) -> SpecTransform {
    let reader = try context.object(field, keys: ["scale", "rotation", "translation"])
    var transform = SpecTransform()
    if let scale = reader["scale"] {
      (transform.scaleX, transform.scaleY) = try pair(
        scale, rule: .coordinate(Self.maximumScale), name: "a scale", allowsSingle: true)
    }
    transform.rotation = try reader.number("rotation", .coordinate(Self.maximumRotation)) ?? 0
    if let translation = reader["translation"] {
      (transform.translationX, transform.translationY) = try pair(
        translation, rule: .coordinate(context.limits.maximumPoints), name: "a translation",
        allowsSingle: false)
    }
    return transform
  }

  /// A number (when `allowsSingle`, used for both) or an array `[x, y]` of numbers.
  private func pair(_ field: JSONField, rule: NumberRule, name: String, allowsSingle: Bool)
    throws(SpecError) -> (Double, Double)
  {
    if allowsSingle, case .number = field.value.kind {
      let value = try context.number(field, rule)
      return (value, value)
    }
    let expectation = allowsSingle ? "\(name): a number or [x, y]" : "\(name) [x, y]"
    let elements = try context.array(field, expectation: expectation)
    guard elements.count == 2 else {
      throw context.error("expected \(expectation), got \(elements.count) values", at: field)
    }
    return (try context.number(elements[0], rule), try context.number(elements[1], rule))
  }
}

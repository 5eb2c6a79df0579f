import Foundation
import PinframeText

extension SpecDecoder {
  /// The keys only a label has.
  static let labelKeys = [
    "text", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode",
  ]

  /// The label a view object of type `label` describes.
  func decodeLabel(_ reader: ObjectReader) throws(SpecError) -> LabelSpec {
    LabelSpec(
      text: try context.string(try reader.required("text")),
      font: try reader["font"].map(decodeFont),
      textColor: try reader.color("textColor"),
      textAlignment: try reader["textAlignment"].map(decodeAlignment),
      numberOfLines: try reader.number("numberOfLines", .wholeNumber(0...10_000)).map { Int($0) },
      lineBreakMode: try reader["lineBreakMode"].map { field throws(SpecError) in
        try decodeChoice(field, NSLineBreakMode.self, names: Self.lineBreakModeNames)
      })
  }

  /// A text alignment by its Swift name.
  func decodeAlignment(_ field: JSONField) throws(SpecError) -> NSTextAlignment {
    try decodeChoice(field, NSTextAlignment.self, names: Self.alignmentNames)
  }

  /// A font shorthand.
  func decodeFont(_ field: JSONField) throws(SpecError) -> UIFont {
    let text = try context.string(field, expectation: "a font such as \"system 17\"")
    switch UIFont.font(shorthand: text) {
    case .success(let font): return font
    case .failure(let error): throw context.error(error.description, at: field)
    }
  }

  /// One of the named values of an enumeration.
  func decodeChoice<Value>(
    _ field: JSONField, _ type: Value.Type, names: [(String, Value)]
  ) throws(SpecError) -> Value {
    let choices = names.map(\.0)
    let text = try context.string(
      field, expectation: "one of " + choices.map { "\"\($0)\"" }.joined(separator: ", "))
    guard let value = names.first(where: { $0.0 == text })?.1 else {
      throw context.error(
        "unknown value '\(text)'\(Suggestion.hintOrChoices(for: text, in: choices))", at: field)
    }
    return value
  }

  /// The alignments by their Swift names.
  static let alignmentNames: [(String, NSTextAlignment)] = [
    ("left", .left), ("center", .center), ("right", .right), ("justified", .justified),
    ("natural", .natural),
  ]

  /// The line break modes by their Swift names.
  static let lineBreakModeNames: [(String, NSLineBreakMode)] = [
    ("byWordWrapping", .byWordWrapping), ("byCharWrapping", .byCharWrapping),
    ("byClipping", .byClipping), ("byTruncatingHead", .byTruncatingHead),
    ("byTruncatingTail", .byTruncatingTail), ("byTruncatingMiddle", .byTruncatingMiddle),
  ]
}

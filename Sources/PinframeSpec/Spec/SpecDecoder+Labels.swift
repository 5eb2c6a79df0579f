import Foundation
import PinframeText

extension SpecDecoder {
  /// The keys only a label has.
  static let labelKeys = [
    "text", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode",
  ]

  /// The view types a spec knows.
  static let viewTypes = ["view", "label"]

  /// The label a view object describes, or `nil` for a plain view (no `type`, or `"view"`);
  /// label keys on a plain view are an error that says to add the type.
  func decodeLabel(_ reader: ObjectReader) throws(SpecError) -> LabelSpec? {
    let type = try reader["type"].map { field throws(SpecError) in
      let name = try context.string(field, expectation: "a view type (\"view\" or \"label\")")
      guard Self.viewTypes.contains(name) else {
        throw context.error(
          "unknown view type '\(name)'\(Suggestion.hintOrChoices(for: name, in: Self.viewTypes))",
          at: field)
      }
      return name
    }
    guard type == "label" else {
      if let key = Self.labelKeys.first(where: { reader[$0] != nil }), let field = reader[key] {
        throw context.error(
          "'\(key)' is a label property; add \"type\": \"label\" to this view", at: field)
      }
      return nil
    }
    return LabelSpec(
      text: try context.string(try reader.required("text")),
      font: try reader["font"].map(decodeFont),
      textColor: try reader.color("textColor"),
      textAlignment: try reader["textAlignment"].map { field throws(SpecError) in
        try decodeChoice(field, NSTextAlignment.self, names: Self.alignmentNames)
      },
      numberOfLines: try reader.number("numberOfLines", .wholeNumber(0...10_000)).map { Int($0) },
      lineBreakMode: try reader["lineBreakMode"].map { field throws(SpecError) in
        try decodeChoice(field, NSLineBreakMode.self, names: Self.lineBreakModeNames)
      })
  }

  /// A font shorthand.
  private func decodeFont(_ field: JSONField) throws(SpecError) -> UIFont {
    let text = try context.string(field, expectation: "a font such as \"system 17\"")
    switch UIFont.font(shorthand: text) {
    case .success(let font): return font
    case .failure(let error): throw context.error(error.description, at: field)
    }
  }

  /// One of the named values of an enumeration.
  private func decodeChoice<Value>(
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

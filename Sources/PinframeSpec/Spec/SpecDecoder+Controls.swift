import Foundation
import PinframeText

extension SpecDecoder {
  /// The keys every control type takes.
  static let controlKeys = ["enabled", "tintColor"]
  /// The most segments a segmented control may have.
  static let maximumSegments = 100

  /// A switch's own properties.
  func decodeSwitch(_ reader: ObjectReader) throws(SpecError) -> SwitchSpec {
    SwitchSpec(
      isOn: try reader.bool("isOn") ?? false, onTintColor: try reader.color("onTintColor"))
  }

  func decodeButton(_ reader: ObjectReader) throws(SpecError) -> ButtonSpec {
    let style = try reader["style"].map { field throws(SpecError) in
      try decodeChoice(
        field, ButtonSpec.Style.self, names: ButtonSpec.Style.allCases.map { ($0.rawValue, $0) })
    }
    let systemImage = try reader["systemImage"].map { field throws(SpecError) in
      let name = try context.string(field, expectation: "an SF Symbol name such as \"star\"")
      guard !name.isEmpty else {
        throw context.error("an SF Symbol name such as \"star\" is expected, not \"\"", at: field)
      }
      return name
    }
    return ButtonSpec(
      title: try reader["title"].map { field throws(SpecError) in try context.string(field) },
      systemImage: systemImage, style: style ?? .system, isSelected: try reader.bool("selected"))
  }

  func decodeSegmented(_ reader: ObjectReader) throws(SpecError) -> SegmentedSpec {
    let itemsField = try reader.required("items")
    let elements = try context.array(itemsField, expectation: "an array of segment titles")
    guard (1...Self.maximumSegments).contains(elements.count) else {
      throw context.error(
        "a segmented control needs 1 to \(Self.maximumSegments) items, got \(elements.count)",
        at: itemsField)
    }
    var items: [String] = []
    for element in elements {
      items.append(try context.string(element, expectation: "a segment title (a string)"))
    }
    var selected = -1
    if let field = reader["selectedSegmentIndex"] {
      let index = try context.number(field, .wholeNumber(-1...Self.maximumSegments))
      guard Int(index) < items.count else {
        throw context.error(
          "selectedSegmentIndex \(Int(index)) is past the last segment: the control has "
            + "\(items.count) item\(items.count == 1 ? "" : "s"), so use 0 to \(items.count - 1), "
            + "or -1 for none",
          at: field)
      }
      selected = Int(index)
    }
    return SegmentedSpec(
      items: items, selectedSegmentIndex: selected,
      apportionsSegmentWidthsByContent: try reader.bool("apportionsSegmentWidthsByContent"))
  }

  func decodeTextField(_ reader: ObjectReader) throws(SpecError) -> TextFieldSpec {
    TextFieldSpec(
      text: try reader["text"].map { field throws(SpecError) in try context.string(field) },
      placeholder: try reader["placeholder"].map { field throws(SpecError) in
        try context.string(field)
      },
      borderStyle: try reader["borderStyle"].map { field throws(SpecError) in
        try decodeChoice(
          field, TextFieldSpec.BorderStyle.self,
          names: TextFieldSpec.BorderStyle.allCases.map { ($0.rawValue, $0) })
      },
      font: try reader["font"].map(decodeFont),
      textColor: try reader.color("textColor"),
      textAlignment: try reader["textAlignment"].map(decodeAlignment))
  }
}

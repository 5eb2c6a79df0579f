import Foundation

extension SpecDecoder {
  /// The keys of a view object.
  static let viewKeys = ["id", "type"] + propertyKeys + typedKeys + ["constraints", "children"]

  /// The keys that set view properties, in a view object or an animation change.
  static let propertyKeys = [
    "backgroundColor", "color", "alpha", "hidden", "clipsToBounds", "cornerRadius",
    "borderWidth", "borderColor", "frame", "pin", "transform",
  ]

  /// An array of view objects at nesting `depth` (top-level views are at depth 1).
  mutating func decodeViews(_ field: JSONField, depth: Int) throws(SpecError) -> [ViewSpec] {
    let elements = try context.array(field, expectation: "an array of views")
    let maximum = context.limits.maximumViewDepth
    guard depth <= maximum || elements.isEmpty else {
      throw context.error("views nest deeper than \(maximum) levels, the limit", at: field)
    }
    var views: [ViewSpec] = []
    for element in elements {
      views.append(try decodeView(element, depth: depth))
    }
    return views
  }

  private mutating func decodeView(_ field: JSONField, depth: Int) throws(SpecError) -> ViewSpec {
    let reader = try context.object(field, keys: Self.viewKeys)
    let id = try decodeID(reader.required("id"))
    let properties = try decodeProperties(reader, of: id)
    let content = try decodeViewType(reader).decode(self, reader)
    let constraints = try decodeConstraints(reader, of: id)
    var children: [ViewSpec] = []
    if let childrenField = reader["children"] {
      children = try decodeViews(childrenField, depth: depth + 1)
    }
    var view = ViewSpec(
      id: id, properties: properties, content: content, children: children, path: field.path)
    view.constraints = constraints
    return view
  }

  /// The view properties set in `reader`'s object, for view `id`.
  func decodeProperties(_ reader: ObjectReader, of id: String) throws(SpecError) -> ViewProperties {
    if let color = reader["color"], reader["backgroundColor"] != nil {
      throw context.error(
        "'color' and 'backgroundColor' set the same property; keep one", at: color)
    }
    let lengths = NumberRule.length(context.limits.maximumPoints)
    let colorKey = reader["color"] == nil ? "backgroundColor" : "color"
    var properties = ViewProperties(
      backgroundColor: try reader.color(colorKey),
      alpha: try reader.number("alpha", .fraction), isHidden: try reader.bool("hidden"),
      clipsToBounds: try reader.bool("clipsToBounds"),
      cornerRadius: try reader.number("cornerRadius", lengths),
      borderWidth: try reader.number("borderWidth", lengths),
      borderColor: try reader.color("borderColor"))
    if let frame = reader["frame"] {
      properties.frame = try decodeFrame(frame)
    }
    if let pin = reader["pin"] {
      properties.pin = try decodeChain(pin, receiver: id)
    }
    if let transform = reader["transform"] {
      properties.transform = try decodeTransform(transform)
    }
    return properties
  }

  /// A frame: `[x, y, width, height]`.
  private func decodeFrame(_ field: JSONField) throws(SpecError) -> CGRect {
    let expectation = "a frame [x, y, width, height]"
    let elements = try context.array(field, expectation: expectation)
    guard elements.count == 4 else {
      throw context.error("expected \(expectation), got \(elements.count) values", at: field)
    }
    let position = NumberRule.coordinate(context.limits.maximumPoints)
    let size = NumberRule.length(context.limits.maximumPoints)
    return CGRect(
      x: try context.number(elements[0], position), y: try context.number(elements[1], position),
      width: try context.number(elements[2], size), height: try context.number(elements[3], size))
  }
}

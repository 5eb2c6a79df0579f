import Foundation

extension NSLayoutConstraint: @MainActor CustomStringConvertible {
  /// UIKit's description without addresses:
  /// `<NSLayoutConstraint 'id' UILabel:title.leading == UIView.leading + 16 @750   (active)>`.
  public var description: String {
    var text = "<NSLayoutConstraint"
    if let identifier { text += " '\(identifier)'" }
    text += " " + Self.sideText(firstItem, firstAttribute, firstOffsetEnd)
    text += " " + relationSymbol + " " + rightSide
    if priority != .required { text += " @" + Self.format(CGFloat(priority.rawValue)) }
    return text + "   (" + (isActive ? "active" : "inactive") + ")>"
  }

  private var relationSymbol: String {
    switch relation {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }

  private var rightSide: String {
    guard secondItem != nil else { return Self.format(constant) }
    var text = Self.sideText(secondItem, secondAttribute, secondOffsetEnd)
    if multiplier != 1 {
      text = Self.format(multiplier) + "*" + (secondOffsetEnd == nil ? text : "(\(text))")
    }
    if constant > 0 { text += " + " + Self.format(constant) }
    if constant < 0 { text += " - " + Self.format(-constant) }
    return text
  }

  /// `item.attribute`, or `end.attribute - item.attribute` for an offset dimension.
  private static func sideText(
    _ item: AnyObject?, _ attribute: Attribute, _ end: AnchorReference?
  ) -> String {
    let start = LayoutItems.name(of: item) + "." + attribute.name
    guard let end else { return start }
    return LayoutItems.name(of: end.item) + "." + end.attribute.name + " - " + start
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(Double(value))
  }
}

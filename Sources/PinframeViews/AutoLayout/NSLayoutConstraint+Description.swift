import Foundation

extension NSLayoutConstraint: @MainActor CustomStringConvertible {
  /// UIKit's description without addresses:
  /// `<NSLayoutConstraint 'id' UILabel:title.leading == UIView.leading + 16 @750   (active)>`.
  public var description: String {
    var text = "<NSLayoutConstraint"
    if let identifier { text += " '\(identifier)'" }
    text += " " + LayoutItems.name(of: firstItem) + "." + firstAttribute.name
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
    var text = LayoutItems.name(of: secondItem) + "." + secondAttribute.name
    if multiplier != 1 { text = Self.format(multiplier) + "*" + text }
    if constant > 0 { text += " + " + Self.format(constant) }
    if constant < 0 { text += " - " + Self.format(-constant) }
    return text
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(Double(value))
  }
}

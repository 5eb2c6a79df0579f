import Foundation

/// What the engine needs of a constraint's items, which are views or layout guides.
@MainActor
enum LayoutItems {
  /// The view an item is, or the owning view of a guide.
  static func view(of item: AnyObject?) -> View? {
    if let view = item as? View { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// The name of an item in descriptions, UIKit's class name and the debug name: `UIView:root`,
  /// `UILabel:title`, or the guide's identifier.
  static func name(of item: AnyObject?) -> String {
    if let view = item as? View {
      let type = String(describing: Swift.type(of: view))
      return type + (view.debugName.map { ":\($0)" } ?? "")
    }
    if let guide = item as? UILayoutGuide {
      return "UILayoutGuide:'\(guide.identifier)'"
    }
    return "nil"
  }
}

extension NSLayoutConstraint.Attribute {
  /// UIKit's name of the attribute in descriptions, as in `leading` or `centerX`.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}

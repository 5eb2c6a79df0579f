import Foundation
import Pinframe

/// A text snapshot of a view tree: one line per view with its frame, indented by depth.
///
/// ```
/// ProfileView (0, 0, 390, 200)
///   avatar (16, 16, 64, 64)
///   AvatarBadge badge (64, 16, 16, 16) hidden
///   segments[0] (0, 96, 92.5, 32)
/// ```
/// Each view is named by its `debugName`; else by its `accessibilityIdentifier` or the stored
/// property of its superview that holds it (`avatar`, or `segments[2]` for an array), found by
/// reflection, after its type when it is not a plain `UIView` (`AvatarBadge badge`); a view
/// with no name at all is named by its type. Frames are in the superview's coordinate
/// space, as UIKit's `frame`; numbers print without a trailing `.0` and with at most 4
/// decimals. `hidden` and `alpha 0.5` follow when they differ from the defaults, then what the
/// view shows (`View/contentAttributes`, such as a label's `text "Hello" font system 17`).
/// Siblings with the same name get `#2`, `#3`… so every line has a unique path.
/// ``differences(from:)`` turns two dumps into sentences such as
/// "blue moved from (0, 0, 100, 100) to (20, 0, 100, 100)".
public struct ViewTreeDump: Sendable, Hashable {
  /// The dump's text.
  public var text: String

  /// Wraps dump text (for example a reference read from disk).
  public init(text: String) {
    self.text = text
  }

  /// Dumps `view` and its subviews with their model values.
  ///
  /// A view is named by the property that holds it in its superview, else in the nearest
  /// ancestor that holds it. The tree is walked with a stack of its own, so any depth fits.
  @preconcurrency @MainActor
  public init(of view: View) {
    self.init(of: view, ownerNames: PropertyNames())
  }

  /// Dumps `controller`'s view, naming views also by the controller's properties (`box` for a
  /// view a controller holds in `let box = UIView()`).
  @preconcurrency @MainActor
  public init(of controller: UIViewController) {
    self.init(of: controller.view, ownerNames: PropertyNames(of: controller))
  }

  @MainActor
  private init(of view: View, ownerNames: PropertyNames) {
    var lines: [String] = []
    var pending: [(view: View, name: String, depth: Int, owners: PropertyNames)] = [
      (view, Self.name(of: view, propertyName: nil), 0, ownerNames)
    ]
    while let (view, name, depth, owners) = pending.popLast() {
      lines.append(Self.line(view, name: name, depth: depth))
      let names = owners.overridden(by: PropertyNames(of: view))
      pending += Self.uniqueNames(in: view, names: names).reversed().map {
        ($0, $1, depth + 1, names)
      }
    }
    text = lines.joined(separator: "\n") + "\n"
  }

  @MainActor
  private static func line(_ view: View, name: String, depth: Int) -> String {
    var line = String(repeating: "  ", count: depth) + name + " " + formatRect(view.frame)
    if view.isHidden { line += " hidden" }
    if view.alpha != 1 { line += " alpha " + formatNumber(view.alpha) }
    for attribute in view.contentAttributes { line += " \(attribute.name) \(attribute.value)" }
    return line
  }

  /// The subviews of `parent` with their names, `#2`, `#3`… appended to repeated ones.
  @MainActor
  private static func uniqueNames(in parent: View, names properties: PropertyNames)
    -> [(View, String)]
  {
    var seen: [String: Int] = [:]
    return parent.subviews.map { subview in
      let base = name(of: subview, propertyName: properties.name(of: subview))
      let count = (seen[base] ?? 0) + 1
      seen[base] = count
      return (subview, count == 1 ? base : "\(base)#\(count)")
    }
  }

  /// `view`'s line name: its debug name; else its type unless plain, then its accessibility
  /// identifier or property name; its type alone when it has none.
  @MainActor
  static func name(of view: View, propertyName: String?) -> String {
    if let debugName = view.debugName { return debugName }
    let type = String(describing: Swift.type(of: view))
    guard let name = view.accessibilityIdentifier ?? propertyName else { return type }
    return Swift.type(of: view) == View.self ? name : "\(type) \(name)"
  }

  static func formatRect(_ rect: CGRect) -> String {
    let values = [rect.minX, rect.minY, rect.width, rect.height].map(formatNumber)
    return "(" + values.joined(separator: ", ") + ")"
  }

  static func formatNumber(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return "\(Double(rounded))"
  }
}

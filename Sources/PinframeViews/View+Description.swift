import Foundation

extension View: @MainActor CustomDebugStringConvertible {
  /// One line about the view, UIKit style: `<View: blue; frame = (0 0; 100 100); alpha = 0.5>`.
  public var debugDescription: String { describe() }

  /// The view and its descendants, one line each, indented by depth, as UIKit's private
  /// `recursiveDescription`.
  ///
  /// The tree is walked with a stack of its own, so any depth fits (the text grows with the
  /// square of the depth, as UIKit's does).
  public var recursiveDescription: String {
    var lines: [String] = []
    var pending: [(view: View, depth: Int)] = [(self, 0)]
    while let (view, depth) = pending.popLast() {
      lines.append(String(repeating: "   | ", count: depth) + view.describe())
      pending += view.subviews.reversed().map { ($0, depth + 1) }
    }
    return lines.joined(separator: "\n")
  }

  /// The name used in messages: ``debugName`` or the view's type name.
  public var displayName: String {
    debugName ?? String(describing: type(of: self))
  }

  private func describe() -> String {
    let f = frame
    var parts = [
      "<\(String(describing: type(of: self)))"
        + (debugName.map { ": \($0)" } ?? ""),
      "frame = (\(format(f.minX)) \(format(f.minY)); \(format(f.width)) \(format(f.height)))",
    ]
    if !transform.isIdentity {
      let t = transform
      parts.append(
        "transform = [\(format(t.a)), \(format(t.b)), \(format(t.c)), \(format(t.d)), \(format(t.tx)), \(format(t.ty))]"
      )
    }
    if alpha != 1 { parts.append("alpha = \(format(alpha))") }
    if isHidden { parts.append("hidden = YES") }
    if clipsToBounds { parts.append("clipsToBounds = YES") }
    if let color = animatableValues.backgroundColor { parts.append("backgroundColor = \(color)") }
    parts += contentAttributes.map { "\($0.name) = \($0.value)" }
    return parts.joined(separator: "; ") + ">"
  }
}

/// Formats a coordinate the way UIKit's descriptions do: no trailing `.0`, up to 4 decimals.
func format(_ value: CGFloat) -> String {
  guard value.isFinite else { return "\(value)" }
  let rounded = (value * 10_000).rounded() / 10_000
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
  return "\(Double(rounded))"
}

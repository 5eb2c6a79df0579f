import Foundation

extension UIControl {
  /// Where a control puts its content across, as UIKit's
  /// `UIControl.ContentHorizontalAlignment`, with its raw values.
  public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
    /// Centred (the default).
    case center = 0
    /// At the left edge.
    case left = 1
    /// At the right edge.
    case right = 2
    /// Stretched over the width.
    case fill = 3
    /// At the leading edge: left, or right in a right-to-left layout.
    case leading = 4
    /// At the trailing edge: right, or left in a right-to-left layout.
    case trailing = 5
  }

  /// Where a control puts its content up and down, as UIKit's
  /// `UIControl.ContentVerticalAlignment`, with its raw values.
  public enum ContentVerticalAlignment: Int, Sendable, Hashable {
    /// Centred (the default).
    case center = 0
    /// At the top.
    case top = 1
    /// At the bottom.
    case bottom = 2
    /// Stretched over the height.
    case fill = 3
  }

  /// ``contentHorizontalAlignment`` with leading and trailing resolved to left or right by the
  /// control's layout direction.
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }
}

extension UIControl.ContentHorizontalAlignment {
  /// How much of the free width goes before the content: 0, ½ or 1 (fill: 0).
  var freeSpaceBefore: CGFloat {
    switch self {
    case .left, .fill, .leading: 0
    case .right, .trailing: 1
    case .center: 0.5
    }
  }
}

extension UIControl.ContentVerticalAlignment {
  /// How much of the free height goes above the content: 0, ½ or 1 (fill: 0).
  var freeSpaceBefore: CGFloat {
    switch self {
    case .top, .fill: 0
    case .bottom: 1
    case .center: 0.5
    }
  }
}

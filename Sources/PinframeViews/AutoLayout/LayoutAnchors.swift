import Foundation

/// The anchors of a view or guide, made once per item so that an anchor is always the same
/// object.
@MainActor
final class LayoutAnchors {
  let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
  let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
  let width, height: NSLayoutDimension

  init(_ item: AnyObject) {
    leading = NSLayoutXAxisAnchor(item: item, attribute: .leading)
    trailing = NSLayoutXAxisAnchor(item: item, attribute: .trailing)
    left = NSLayoutXAxisAnchor(item: item, attribute: .left)
    right = NSLayoutXAxisAnchor(item: item, attribute: .right)
    centerX = NSLayoutXAxisAnchor(item: item, attribute: .centerX)
    top = NSLayoutYAxisAnchor(item: item, attribute: .top)
    bottom = NSLayoutYAxisAnchor(item: item, attribute: .bottom)
    centerY = NSLayoutYAxisAnchor(item: item, attribute: .centerY)
    firstBaseline = NSLayoutYAxisAnchor(item: item, attribute: .firstBaseline)
    lastBaseline = NSLayoutYAxisAnchor(item: item, attribute: .lastBaseline)
    width = NSLayoutDimension(item: item, attribute: .width)
    height = NSLayoutDimension(item: item, attribute: .height)
  }
}

extension View {
  private var anchors: LayoutAnchors {
    let state = autoLayout
    if let anchors = state.anchors { return anchors }
    let made = LayoutAnchors(self)
    state.anchors = made
    return made
  }

  /// The leading edge: left in left-to-right layout, right in right-to-left.
  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
  /// The trailing edge: right in left-to-right layout, left in right-to-left.
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
  /// The baseline of the first line of text (the top for views without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.firstBaseline }
  /// The baseline of the last line of text (the bottom for views without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.lastBaseline }
  /// The width.
  public var widthAnchor: NSLayoutDimension { anchors.width }
  /// The height.
  public var heightAnchor: NSLayoutDimension { anchors.height }
}

extension UILayoutGuide {
  private var anchors: LayoutAnchors {
    if let anchors = storedAnchors { return anchors }
    let made = LayoutAnchors(self)
    storedAnchors = made
    return made
  }

  /// The leading edge of the guide.
  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
  /// The trailing edge of the guide.
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
  /// The left edge of the guide.
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
  /// The right edge of the guide.
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
  /// The horizontal centre of the guide.
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
  /// The top edge of the guide.
  public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
  /// The bottom edge of the guide.
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
  /// The vertical centre of the guide.
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
  /// The width of the guide.
  public var widthAnchor: NSLayoutDimension { anchors.width }
  /// The height of the guide.
  public var heightAnchor: NSLayoutDimension { anchors.height }
}

import Foundation
import PinframeGraphics
import PinframeImage
import PinframeText
import PinframeViews

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: the top item's
/// title (inline, or large below the row), its bar button items, and a back button when an item
/// lies below it.
///
/// The look is iOS 15–18's, approximated: a `.systemBackground` bar (or `barTintColor`) with a
/// hairline `.separator` at its bottom, and with a large title no background at all (iOS's
/// scroll-edge look, content at the top); titles in 17 pt semibold or 34 pt bold, items in
/// 17 pt in the tint colour (semibold for `.done`), a chevron and the previous item's title (or
/// "Back") as the back button.
@preconcurrency @MainActor
open class UINavigationBar: View {
  /// Whether the root item's title is large, as `prefersLargeTitles`.
  open var prefersLargeTitles = false {
    didSet {
      setNeedsLayout()
      superview?.setNeedsLayout()
    }
  }
  /// Whether the bar is translucent (stored: the bar is drawn opaque).
  open var isTranslucent = true
  /// The bar's background colour; `.systemBackground` when `nil`.
  open var barTintColor: UIColor?
  /// The title's attributes (`.font`, `.foregroundColor` are used).
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's attributes (`.font`, `.foregroundColor` are used).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

  /// The items, bottom to top: the navigation controller sets them.
  open internal(set) var items: [UINavigationItem]? {
    didSet { if !(oldValue ?? []).elementsEqual(items ?? [], by: ===) { setNeedsLayout() } }
  }

  /// The item shown.
  open var topItem: UINavigationItem? { items?.last }
  /// The item below the top one, whose title the back button shows.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// The views of the items, rebuilt at each layout.
  private var itemViews: [View] = []

  /// The safe area above the row (the status bar), set by the navigation controller.
  var topInset: CGFloat = 0 {
    didSet { if topInset != oldValue { setNeedsLayout() } }
  }

  /// A bar; the navigation controller sizes it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether the top item shows a large title.
  var showsLargeTitle: Bool {
    guard prefersLargeTitles, BarMetrics.largeTitleHeight(traitCollection) > 0, let items,
      let top = items.last
    else { return false }
    switch top.largeTitleDisplayMode {
    case .always: return true
    case .never: return false
    case .automatic:
      return items.last(where: { $0.largeTitleDisplayMode != .automatic })
        .map { $0.largeTitleDisplayMode == .always } ?? true
    }
  }

  /// The bar's height below the status bar: its row, and the large title when shown.
  var contentHeight: CGFloat {
    BarMetrics.navigationBarHeight(traitCollection)
      + (showsLargeTitle ? BarMetrics.largeTitleHeight(traitCollection) : 0)
  }

  /// Places the title, the large title, the back button and the items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    itemViews = BarItemViews.replace(
      itemViews, with: NavigationBarLayout(bar: self).views(), in: self)
  }

  /// Draws the background and the hairline at the bottom, neither under a large title (unless
  /// a `barTintColor` is set).
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    guard !showsLargeTitle || barTintColor != nil else { return }
    context.setFillColor((barTintColor ?? .systemBackground).resolvedValue(with: traitCollection))
    context.fill(rect)
    guard !showsLargeTitle else { return }
    let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    context.setFillColor(UIColor.separator.resolvedValue(with: traitCollection))
    context.fill(
      CGRect(x: rect.minX, y: rect.maxY - 1 / scale, width: rect.width, height: 1 / scale))
  }
}

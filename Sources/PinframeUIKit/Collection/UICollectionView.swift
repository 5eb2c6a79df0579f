import Foundation
import PinframeAnimation
import PinframeGraphics
import PinframeViews

/// A scrolling view of items placed by a layout, as UIKit's `UICollectionView`.
///
/// The data source gives the counts, a cell per item and the supplementary views (headers and
/// footers), dequeued from classes registered by reuse identifier and reused as items scroll
/// out and in. The layout (a ``UICollectionViewFlowLayout`` usually) places them. Only the
/// items and supplementary views that overlap the visible bounds exist, as in UIKit (no
/// margin). Bad input is recorded in ``dataErrors`` and warned about, never a crash.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Where an item ends up when scrolled to, as `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// The bits of the positions.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No position: the least scroll that shows the item.
    public static let none = ScrollPosition([])
    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of section headers, as UIKit's constant.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of section footers, as UIKit's constant.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout placing the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }
  /// The object that gives the items.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// A view behind the content, filling the bounds.
  open var backgroundView: View? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// Whether items can be selected.
  open var allowsSelection = true
  /// Whether several items can be selected at once.
  open var allowsMultipleSelection = false
  /// Bad input met so far, in order.
  public internal(set) var dataErrors: [ListDataError] = []

  /// The registered cell classes and the cells waiting for reuse.
  var cellPool = ReusePool<UICollectionViewCell>()
  /// The registered supplementary classes (by kind and identifier) and the views waiting.
  var supplementaryPool = ReusePool<UICollectionReusableView>()
  /// The number of items in each section, asked at reload.
  var itemCounts: [Int] = []
  /// Whether the counts are asked again at the next layout.
  var needsReload = true
  /// The cells on screen, by item.
  var displayedCells: [IndexPath: UICollectionViewCell] = [:]
  /// Cells made to measure self-sizing items, not displayed yet.
  var preparedCells: [IndexPath: UICollectionViewCell] = [:]
  /// The supplementary views on screen.
  var displayedSupplements: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The selected items.
  var selectedItems: Set<IndexPath> = []
  /// The content area kept displayed while an animated scroll runs.
  var animatedScrollArea: CGRect?
  /// Whether a layout pass of the collection view is running.
  var isLayingOutItems = false
  /// The adjusted inset the offset was last at rest against.
  var restingInset = EdgeInsets.zero

  /// Creates a collection view placing its items with `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Asks the data source again for everything at the next layout pass (the layout is
  /// invalidated); the views on screen go back to the reuse queues.
  open func reloadData() {
    needsReload = true
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// The point of the content at the top-left corner; a change lays out the items again.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      super.contentOffset = newValue
      if !isLayingOutItems { setNeedsLayout() }
    }
  }

  /// Keeps the items of an animated scroll's start and end displayed while it runs.
  open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    if animated { animatedScrollArea = scrollSpan(to: contentOffset) }
    super.setContentOffset(contentOffset, animated: animated)
  }

  /// Prepares the layout when due, measures self-sizing items coming into view and places
  /// the cells and supplementary views of the visible area.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutItems()
  }

  /// Keeps an offset at rest against the top-left inset when the inset changes, and lays the
  /// items out again across the new inset.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    restingInset = keepOffsetAtRest(previousInset: restingInset)
    collectionViewLayout.invalidateLayout()
  }

  /// Stops keeping an animated scroll's start displayed.
  override func animatedScrollDidEnd() {
    animatedScrollArea = nil
    setNeedsLayout()
  }
}

/// A supplementary view's kind and place.
struct SupplementaryKey: Hashable {
  var kind: String
  var indexPath: IndexPath
}

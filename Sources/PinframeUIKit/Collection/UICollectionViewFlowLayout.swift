import Foundation
import PinframeGraphics
import PinframeViews

/// A layout that fills lines with items, as UIKit's `UICollectionViewFlowLayout`.
///
/// Items of ``itemSize`` (or the delegate's sizes) go on a line while they fit with
/// ``minimumInteritemSpacing``; the line is then justified (a single item is centred); lines are
/// ``minimumLineSpacing`` apart, sections inset by ``sectionInset`` with optional headers and
/// footers. UIKit's defaults: 50 × 50 items, spacings of 10, no insets, vertical scrolling.
///
/// With an ``estimatedItemSize`` the items self-size: each is placed at the estimate, then,
/// when it first comes into view, at the size its cell's
/// `preferredLayoutAttributesFitting(_:)` returns (by default from its content view's
/// constraints, or its `sizeThatFits` without any); items not
/// displayed yet keep the estimate, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the content scrolls, as `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable, Hashable {
    /// Lines are rows, stacked down.
    case vertical = 0
    /// Lines are columns, stacked right.
    case horizontal = 1
  }

  /// What ``sectionInset`` is measured from, as `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable, Hashable {
    /// The content inset (the content's edges).
    case fromContentInset = 0
    /// The safe area: the part of the safe area inset not already in the adjusted content
    /// inset is added across the lines.
    case fromSafeArea = 1
    /// The layout margins, likewise.
    case fromLayoutMargins = 2
  }

  /// The estimate that asks each cell for its size (UIKit's placeholder: the greatest
  /// finite size); items are placed at ``itemSize`` until measured.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The size of every item the delegate gives none for.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// A non-zero estimate turns self-sizing on.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The least space between lines.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items of a line.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space around each section's items.
  open var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
  /// What the section inset is measured from.
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { invalidateLayout() }
  }
  /// The scrolling direction.
  open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
  /// The size of each section's header (its length along the scrolling direction counts).
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of each section's footer.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Whether headers stay at the top while their section shows (stored).
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay at the bottom (stored).
  open var sectionFootersPinToVisibleBounds = false

  /// The sizes and spacings asked at the last full preparation.
  var sections: [FlowLayoutGeometry.Section] = []
  /// The sizes cells preferred, by item, while self-sizing.
  var measuredSizes: [IndexPath: CGSize] = [:]
  /// The frames computed from the sizes.
  var geometry = FlowLayoutGeometry(sections: [], isVertical: true, extent: 0)
  /// The collection view's bounds size at the last preparation.
  var preparedSize = CGSize.zero

  /// A flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// Present for UIKit source compatibility: Pinframe never decodes layouts, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether items self-size.
  var isSelfSizing: Bool { estimatedItemSize != .zero }

  /// Asks the delegate for every section's sizes, insets and spacings and places everything.
  open override func prepare() {
    super.prepare()
    measuredSizes = [:]
    sections = collectionView.map(askSections) ?? []
    placeItems()
  }

  /// The size of all the content.
  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  /// The attributes of the items, headers and footers that overlap `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var result = geometry.items(in: rect).compactMap { layoutAttributesForItem(at: $0) }
    for section in geometry.headerFrames.indices {
      for kind in [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      ] {
        let path = IndexPath(item: 0, section: section)
        if let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: path),
          attributes.frame.intersects(rect)
        {
          result.append(attributes)
        }
      }
    }
    return result
  }

  /// The attributes of an item's cell; `nil` for an item that does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let frames = geometry.itemFrames
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frames[indexPath.section][indexPath.item]
    return attributes
  }

  /// The attributes of a section's header or footer; `nil` when it has no size.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let frames =
      elementKind == UICollectionView.elementKindSectionHeader
      ? geometry.headerFrames
      : elementKind == UICollectionView.elementKindSectionFooter ? geometry.footerFrames : []
    guard frames.indices.contains(indexPath.section), let frame = frames[indexPath.section] else {
      return nil
    }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: IndexPath(item: 0, section: indexPath.section))
    attributes.frame = frame
    attributes.zIndex = 10
    return attributes
  }

  /// A new layout when the bounds' size changed (scrolling needs none).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }
}

import Foundation
import PinframeGraphics
import PinframeViews

/// What places a collection view's cells and supplementary views, as UIKit's abstract
/// `UICollectionViewLayout`: ``prepare()`` runs before the first query after an invalidation,
/// then the collection view asks for the content size and the attributes in its visible area.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  /// The collection view using the layout.
  public internal(set) weak var collectionView: UICollectionView?
  /// Whether ``prepare()`` is due.
  var needsPrepare = true

  /// A layout.
  public init() {}

  /// Present for UIKit source compatibility: Pinframe never decodes layouts, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Computes the layout; the default does nothing.
  open func prepare() {}

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every view that overlaps `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of an item's cell.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of a supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Whether a change of the collection view's bounds needs a new layout (no by default).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// Asks for ``prepare()`` before the next query and a layout pass of the collection view.
  open func invalidateLayout() {
    needsPrepare = true
    guard let collectionView, !collectionView.isLayingOutItems else { return }
    collectionView.setNeedsLayout()
  }

  /// Runs ``prepare()`` when it is due.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}

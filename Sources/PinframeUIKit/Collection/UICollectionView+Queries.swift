import Foundation
import PinframeGraphics
import PinframeViews

extension UICollectionView {
  /// The number of sections.
  public var numberOfSections: Int {
    updateCountsIfNeeded()
    return itemCounts.count
  }

  /// The number of items in `section` (0 for a section that does not exist).
  public func numberOfItems(inSection section: Int) -> Int {
    updateCountsIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// The layout's attributes of an item (the layout is prepared first when due).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    updateCountsIfNeeded()
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes of a supplementary view.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    updateCountsIfNeeded()
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The cell on screen for an item; `nil` when it is not displayed.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    displayedCells[indexPath]
  }

  /// The item a cell on screen shows.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    displayedCells.first { $0.value === cell }?.key
  }

  /// The item at a point of the content, among the displayed ones.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    displayedCells.filter { $0.value.frame.contains(point) }.keys.min()
  }

  /// The cells on screen, in item order.
  public var visibleCells: [UICollectionViewCell] {
    displayedCells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    displayedCells.keys.sorted()
  }

  /// The supplementary view on screen of a kind at an index path.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    displayedSupplements[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views on screen of a kind.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    displayedSupplements.filter { $0.key.kind == elementKind }
      .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  /// How many cells wait in the reuse queues.
  public var queuedCellCount: Int { cellPool.waitingCount }
}

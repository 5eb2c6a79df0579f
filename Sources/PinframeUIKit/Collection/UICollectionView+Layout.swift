import Foundation
import PinframeGraphics
import PinframeViews

extension UICollectionView {
  /// The most items a section lays out (a budget against runaway counts).
  static let maximumItemCount = 1_000_000

  /// The delegate as a collection delegate.
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  /// The layout pass: reloads the counts when asked, prepares the layout (again when the
  /// bounds' size or the adjusted inset changed), measures self-sizing items coming into
  /// view, and places the cells and supplementary views of the visible area.
  func layoutItems() {
    isLayingOutItems = true
    defer { isLayingOutItems = false }
    updateCountsIfNeeded()
    let layout = collectionViewLayout
    if layout.shouldInvalidateLayout(forBoundsChange: bounds) { layout.needsPrepare = true }
    for _ in 0..<2 {
      layout.prepareIfNeeded()
      updateContentSize()
    }
    backgroundView?.frame = bounds
    let area = animatedScrollArea.map { $0.union(bounds) } ?? bounds
    let delegate = collectionDelegate
    let before = layout.layoutAttributesForElements(in: area) ?? []
    recycleCells(
      keeping: Set(before.filter { $0.representedElementCategory == .cell }.map(\.indexPath)),
      delegate)
    measureSelfSizingItems(in: area)
    let attributes = layout.layoutAttributesForElements(in: area) ?? []
    let cells = attributes.filter { $0.representedElementCategory == .cell }
    recycleCells(keeping: Set(cells.map(\.indexPath)), delegate)
    for item in cells { displayCell(item, delegate) }
    recyclePreparedCells(keeping: [])
    displaySupplements(
      attributes.filter { $0.representedElementCategory == .supplementaryView }, delegate)
    updateContentSize()
  }

  /// Asks the data source for the counts when a reload is pending, after putting every view
  /// back in the reuse queues.
  func updateCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    recycleCells(keeping: [], collectionDelegate)
    recyclePreparedCells(keeping: [])
    recycleSupplements(keeping: [])
    guard let source = dataSource else {
      itemCounts = []
      return
    }
    let sections = validatedCount(
      source.numberOfSections(in: self), of: "sections", limit: Self.maximumItemCount)
    itemCounts = (0..<sections).map { section in
      validatedCount(
        source.collectionView(self, numberOfItemsInSection: section),
        of: "items in section \(section)", limit: Self.maximumItemCount)
    }
  }

  private func updateContentSize() {
    let size = collectionViewLayout.collectionViewContentSize
    if contentSize != size { contentSize = size }
  }

  /// Asks each self-sizing item in `area` that was not measured yet for its cell's preferred
  /// attributes, places the items again, and repeats until every item in the area is exact.
  private func measureSelfSizingItems(in area: CGRect) {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.isSelfSizing else {
      return
    }
    while true {
      let pending = (flow.layoutAttributesForElements(in: area) ?? []).filter {
        $0.representedElementCategory == .cell && !flow.isMeasured($0.indexPath)
      }
      guard !pending.isEmpty else { return }
      for attributes in pending {
        let path = attributes.indexPath
        let cell = displayedCells[path] ?? preparedCells[path] ?? obtainCell(at: path)
        if displayedCells[path] == nil { preparedCells[path] = cell }
        cell.apply(attributes)
        cell.frame = attributes.frame
        let preferred = cell.preferredLayoutAttributesFitting(attributes.copy())
        flow.adoptPreferredSize(
          validatedSize(
            preferred.size, of: "preferred size of item \(path.item) in section \(path.section)"),
          at: path)
      }
      flow.placeItems()
      updateContentSize()
      let visible = (flow.layoutAttributesForElements(in: area) ?? []).map(\.indexPath)
      recyclePreparedCells(keeping: Set(visible))
    }
  }

  /// The data source's cell for an item.
  private func obtainCell(at path: IndexPath) -> UICollectionViewCell {
    dataSource?.collectionView(self, cellForItemAt: path) ?? UICollectionViewCell(frame: .zero)
  }

  /// Shows an item's cell at its place, adding it (and telling the delegate) when it is new.
  private func displayCell(
    _ attributes: UICollectionViewLayoutAttributes, _ delegate: (any UICollectionViewDelegate)?
  ) {
    let path = attributes.indexPath
    let shown = displayedCells[path]
    let cell = shown ?? preparedCells.removeValue(forKey: path) ?? obtainCell(at: path)
    cell.apply(attributes)
    cell.frame = attributes.frame
    cell.isHidden = attributes.isHidden
    let selected = selectedItems.contains(path)
    if cell.isSelected != selected { cell.isSelected = selected }
    guard shown == nil else { return }
    displayedCells[path] = cell
    let later =
      displayedCells.filter { $0.key > path }.map(\.value) + Array(displayedSupplements.values)
    insertContent(cell, below: later)
    delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
  }

  /// Shows the supplementary views of `attributes`; views that left go back to the queue.
  private func displaySupplements(
    _ attributes: [UICollectionViewLayoutAttributes], _ delegate: (any UICollectionViewDelegate)?
  ) {
    let keyed = attributes.compactMap { item in
      item.representedElementKind.map {
        (SupplementaryKey(kind: $0, indexPath: item.indexPath), item)
      }
    }
    recycleSupplements(keeping: Set(keyed.map(\.0)))
    for (key, item) in keyed {
      let shown = displayedSupplements[key]
      let view =
        shown
        ?? dataSource?.collectionView(
          self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        ?? UICollectionReusableView(frame: .zero)
      view.apply(item)
      view.frame = item.frame
      guard shown == nil else { continue }
      displayedSupplements[key] = view
      addSubview(view)
      delegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    }
  }

  private func recycleCells(
    keeping kept: Set<IndexPath>, _ delegate: (any UICollectionViewDelegate)?
  ) {
    for (path, cell) in displayedCells where !kept.contains(path) {
      displayedCells[path] = nil
      cell.removeFromSuperview()
      cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
  }

  private func recyclePreparedCells(keeping kept: Set<IndexPath>) {
    for (path, cell) in preparedCells where !kept.contains(path) {
      preparedCells[path] = nil
      cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }
  }

  private func recycleSupplements(keeping kept: Set<SupplementaryKey>) {
    for (key, view) in displayedSupplements where !kept.contains(key) {
      displayedSupplements[key] = nil
      view.removeFromSuperview()
      supplementaryPool.enqueue(
        view, identifier: view.reuseIdentifier.map { Self.supplementaryPoolKey(key.kind, $0) })
    }
  }
}

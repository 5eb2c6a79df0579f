import Foundation
import PinframeGraphics
import PinframeViews

extension UICollectionViewFlowLayout {
  /// Every section's item sizes (the delegate's, or the estimate when self-sizing), inset,
  /// spacings and header and footer sizes.
  func askSections(_ collectionView: UICollectionView) -> [FlowLayoutGeometry.Section] {
    preparedSize = collectionView.bounds.size
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let counts = collectionView.itemCounts
    return counts.indices.map { section in
      let sizes = (0..<counts[section]).map { item in
        itemSize(at: IndexPath(item: item, section: section), collectionView, delegate)
      }
      return FlowLayoutGeometry.Section(
        itemSizes: sizes,
        inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
          ?? sectionInset,
        lineSpacing: delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
          ?? minimumLineSpacing,
        interitemSpacing: delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
          ?? minimumInteritemSpacing,
        headerSize: delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section)
          ?? headerReferenceSize,
        footerSize: delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section)
          ?? footerReferenceSize)
    }
  }

  /// An item's size: the estimate when self-sizing (``itemSize`` for `automaticSize`), else
  /// the delegate's or ``itemSize``; an invalid size is a `ListDataError` and counts as zero.
  private func itemSize(
    at path: IndexPath, _ collectionView: UICollectionView,
    _ delegate: (any UICollectionViewDelegateFlowLayout)?
  ) -> CGSize {
    let size: CGSize
    if isSelfSizing {
      size = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    } else {
      size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
    }
    return collectionView.validatedSize(
      size, of: "size of item \(path.item) in section \(path.section)")
  }

  /// Places every item from the current sizes (measured sizes where cells gave them) across
  /// the content's width (height when scrolling horizontally), less the section-inset
  /// reference's extra inset.
  func placeItems() {
    guard let collectionView else {
      geometry = FlowLayoutGeometry(sections: [], isVertical: true, extent: 0)
      return
    }
    let vertical = scrollDirection == .vertical
    let adjusted = collectionView.adjustedContentInset
    let extent =
      vertical
      ? collectionView.bounds.width - adjusted.left - adjusted.right
      : collectionView.bounds.height - adjusted.top - adjusted.bottom
    let extra = referenceInset(collectionView, adjusted: adjusted)
    var placed = sections
    for index in placed.indices { placed[index].inset = placed[index].inset.adding(extra) }
    for (path, size) in measuredSizes
    where placed.indices.contains(path.section)
      && placed[path.section].itemSizes.indices.contains(path.item)
    {
      placed[path.section].itemSizes[path.item] = size
    }
    geometry = FlowLayoutGeometry(sections: placed, isVertical: vertical, extent: max(extent, 0))
  }

  /// The inset the reference adds across the lines: the part of the safe area (or layout
  /// margins) the adjusted content inset does not already hold.
  private func referenceInset(_ collectionView: UICollectionView, adjusted: EdgeInsets)
    -> EdgeInsets
  {
    let reference: EdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: reference = collectionView.safeAreaInsets
    case .fromLayoutMargins: reference = collectionView.layoutMargins
    }
    let vertical = scrollDirection == .vertical
    return EdgeInsets(
      top: vertical ? 0 : max(reference.top - adjusted.top, 0),
      left: vertical ? max(reference.left - adjusted.left, 0) : 0,
      bottom: vertical ? 0 : max(reference.bottom - adjusted.bottom, 0),
      right: vertical ? max(reference.right - adjusted.right, 0) : 0)
  }

  /// Whether an item's size is exact (always, unless self-sizing and not measured yet).
  func isMeasured(_ path: IndexPath) -> Bool {
    !isSelfSizing || measuredSizes[path] != nil
  }

  /// Takes the size a cell preferred for an item; ``placeItems()`` places it.
  func adoptPreferredSize(_ size: CGSize, at path: IndexPath) {
    measuredSizes[path] = size
  }
}

extension EdgeInsets {
  /// These insets plus `other`, side by side.
  fileprivate func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }
}

import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UICollectionView and flow layout")
struct UICollectionViewTests {
  @Test("defaults: 50 × 50 items, spacings of 10, five to a 320-pt line, justified")
  func defaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
    let scene = makeCollection(CollectionSource(items: [7]))
    // Five fit (5 × 50 + 4 × 10 = 290 ≤ 320); the 70 pt left spread to 17.5 between items.
    #expect(
      scene.collection.visibleFrames.map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 67.5, y: 0), CGPoint(x: 135, y: 0),
        CGPoint(x: 202.5, y: 0), CGPoint(x: 270, y: 0), CGPoint(x: 0, y: 60),
        CGPoint(x: 270, y: 60),
      ])
    #expect(scene.collection.contentSize == CGSize(width: 320, height: 110))
  }

  @Test("a line of one item is centred; items are centred on the line's tallest")
  func singleItemAndHeights() {
    let source = CollectionSource(items: [3])
    source.size = { CGSize(width: 100, height: [40, 80, 40][$0.item]) }
    let scene = makeCollection(source) { $0.minimumInteritemSpacing = 200 }
    #expect(
      scene.collection.visibleFrames == [
        CGRect(x: 110, y: 0, width: 100, height: 40), CGRect(x: 110, y: 50, width: 100, height: 80),
        CGRect(x: 110, y: 140, width: 100, height: 40),
      ])
    let mixed = CollectionSource(items: [3])
    mixed.size = { CGSize(width: 100, height: [40, 80, 40][$0.item]) }
    let row = makeCollection(mixed)
    #expect(row.collection.visibleFrames.map(\.minY) == [20, 0, 20])
    #expect(row.collection.visibleFrames.map(\.minX) == [0, 110, 220])
  }

  @Test("section insets, headers and footers take their reference sizes across the width")
  func insetsHeadersFooters() {
    let scene = makeCollection(CollectionSource(items: [2, 1])) {
      $0.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
      $0.headerReferenceSize = CGSize(width: 0, height: 30)
      $0.footerReferenceSize = CGSize(width: 0, height: 10)
    }
    let collection = scene.collection
    #expect(
      collection.visibleFrames == [
        CGRect(x: 20, y: 35, width: 50, height: 50), CGRect(x: 250, y: 35, width: 50, height: 50),
        CGRect(x: 135, y: 145, width: 50, height: 50),
      ])
    let header = UICollectionView.elementKindSectionHeader
    #expect(
      collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?
        .frame == CGRect(x: 0, y: 110, width: 320, height: 30))
    #expect(collection.visibleSupplementaryViews(ofKind: header).count == 2)
    #expect(collection.contentSize.height == 220)  // 2 × (30 + 5 + 50 + 15 + 10)
  }

  @Test("horizontal scrolling fills columns top to bottom, columns 10 pt apart")
  func horizontal() {
    let scene = makeCollection(CollectionSource(items: [12]), size: CGSize(width: 320, height: 170))
    {
      $0.scrollDirection = .horizontal
    }
    // Three 50-pt items fit in 170 pt (3 × 50 + 2 × 10), justified to 60 pt apart.
    let frames = scene.collection.visibleFrames
    #expect(
      frames.prefix(4).map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 120), CGPoint(x: 60, y: 0),
      ])
    #expect(scene.collection.contentSize == CGSize(width: 230, height: 170))
  }

  @Test("fromSafeArea adds the safe area the content inset does not already hold")
  func safeAreaReference() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
    root.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    let layout = UICollectionViewFlowLayout()
    layout.sectionInsetReference = .fromSafeArea
    layout.itemSize = CGSize(width: 750, height: 50)
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    let source = CollectionSource(items: [1])
    collection.register(FittingCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    #expect(collection.visibleFrames == [CGRect(x: 47, y: 0, width: 750, height: 50)])
  }

  @Test("estimatedItemSize: visible items take their cells' sizeThatFits, the rest the estimate")
  func selfSizing() {
    let source = CollectionSource(items: [100])
    source.fittingSize = { CGSize(width: 320, height: 60 + CGFloat($0.item % 2) * 20) }
    let scene = makeCollection(source) { $0.estimatedItemSize = CGSize(width: 320, height: 30) }
    let collection = scene.collection
    // 60, 80 alternate with 10 pt between: items 0 … 5 start above 480 (item 6 starts at it).
    #expect(collection.indexPathsForVisibleItems.count == 6)
    #expect(collection.visibleFrames.last == CGRect(x: 0, y: 390, width: 320, height: 80))
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))?.size
        == CGSize(width: 320, height: 30))
  }

  @Test("scrolling reuses cells and counts no more than the screen needs")
  func reuse() {
    let source = CollectionSource(items: [1000])
    let scene = makeCollection(source)
    let collection = scene.collection
    var most = 0
    for step in 1...100 {
      collection.contentOffset.y = CGFloat(step) * 97
      collection.layoutIfNeeded()
      most = max(most, collection.visibleCells.count)
    }
    #expect(most == 45)
    #expect(collection.madeCellCount == most)
    #expect(
      collection.visibleCells.compactMap { $0 as? FittingCell }.map(\.reuses).reduce(0, +) > 0)
  }

  @Test("scrollToItem, invalidateLayout on a width change, selection")
  func scrollingAndInvalidation() {
    let source = CollectionSource(items: [100])
    let scene = makeCollection(source)
    let collection = scene.collection
    collection.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
    #expect(collection.contentOffset.y == 600)
    collection.selectItem(at: IndexPath(item: 51, section: 0), animated: false, scrollPosition: [])
    #expect(collection.cellForItem(at: IndexPath(item: 51, section: 0))?.isSelected == true)
    collection.frame.size.width = 200
    collection.layoutIfNeeded()
    // Three to a line now: item 50 is on line 16.
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))?.frame.minY == 960)
  }
}

import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UICollectionView bad input")
struct UICollectionViewBadInputTests {
  @Test("a negative item count is a typed error and counts as 0")
  func negativeCount() {
    ViewRuntime.isolated {
      let scene = makeCollection(CollectionSource(items: [-1, 2]))
      #expect(scene.collection.numberOfItems(inSection: 0) == 0)
      #expect(scene.collection.visibleCells.count == 2)
      #expect(
        scene.collection.dataErrors == [
          .negativeCount(view: "UICollectionView", of: "items in section 0", count: -1)
        ])
    }
  }

  @Test("a class that is not a cell is refused; an unregistered identifier gets plain cells")
  func registration() throws {
    try ViewRuntime.isolated {
      let source = CollectionSource(items: [2])
      source.identifier = "other"
      let scene = makeCollection(source)
      scene.collection.register(UILabel.self, forCellWithReuseIdentifier: "other")
      scene.collection.layoutIfNeeded()
      #expect(scene.collection.visibleCells.count == 2)
      // One error per dequeue (two cells), then the refused registration.
      let unregistered = ListDataError.unregisteredIdentifier(
        view: "UICollectionView", identifier: "other", kind: "cell")
      #expect(
        scene.collection.dataErrors == [
          unregistered, unregistered,
          .wrongClass(
            view: "UICollectionView", identifier: "other", className: "UILabel",
            expected: "UICollectionViewCell"),
        ])
      _ = try scene.root.renderImage(scale: 1)
    }
  }

  @Test("NaN and negative item sizes are typed errors and count as zero")
  func invalidSizes() throws {
    try ViewRuntime.isolated {
      let source = CollectionSource(items: [3])
      source.size = {
        [
          CGSize(width: CGFloat.nan, height: 10), CGSize(width: 50, height: -1),
          CGSize(width: 50, height: 50),
        ][$0.item]
      }
      let scene = makeCollection(source)
      #expect(scene.collection.dataErrors.count == 2)
      #expect(scene.collection.visibleCells.count == 1)
      _ = try scene.root.renderImage(scale: 1)
    }
  }

  @Test("content 10^9 points tall scrolls to its end and renders one screen")
  func billionPoints() throws {
    try ViewRuntime.isolated {
      let source = CollectionSource(items: [1000])
      source.size = { _ in CGSize(width: 320, height: 1_000_000) }
      let scene = makeCollection(source) { $0.minimumLineSpacing = 0 }
      let collection = scene.collection
      #expect(collection.contentSize.height == 1e9)
      collection.scrollToItem(at: IndexPath(item: 999, section: 0), at: .bottom, animated: false)
      #expect(collection.contentOffset.y == 1e9 - 480)
      #expect(collection.visibleCells.count == 1)
      _ = try scene.root.renderImage(scale: 1)
    }
  }
}

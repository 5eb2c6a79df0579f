import Foundation
import Pinframe

/// A collection data source and flow-layout delegate whose answers are closures.
@MainActor
final class CollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var itemCounts: [Int]
  var identifier = "cell"
  var size: ((IndexPath) -> CGSize)?
  var fittingSize: (IndexPath) -> CGSize = { _ in CGSize(width: 100, height: 40) }
  var log: [String] = []

  init(items: [Int]) {
    itemCounts = items
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    itemCounts.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    itemCounts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    log.append("cell \(indexPath.section).\(indexPath.item)")
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    (cell as? FittingCell)?.fitting = fittingSize(indexPath)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "supplement", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    size?(indexPath)
      ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
}

/// A cell whose `sizeThatFits` answers the size it was configured with; it counts reuses.
@MainActor
final class FittingCell: UICollectionViewCell {
  var fitting = CGSize(width: 100, height: 40)
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    fitting
  }
}

/// A collection `size` large with a flow layout configured by `configure`, `source` as data
/// source and delegate, `FittingCell` registered as "cell" and a reusable view as
/// "supplement" for headers and footers; laid out inside a root that keeps it.
@MainActor
func makeCollection(
  _ source: CollectionSource, size: CGSize = CGSize(width: 320, height: 480),
  configure: (UICollectionViewFlowLayout) -> Void = { _ in }
) -> (root: UIView, collection: UICollectionView) {
  let root = UIView(frame: CGRect(origin: .zero, size: size))
  let layout = UICollectionViewFlowLayout()
  configure(layout)
  let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
  collection.register(FittingCell.self, forCellWithReuseIdentifier: "cell")
  for kind in [
    UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
  ] {
    collection.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: "supplement")
  }
  collection.dataSource = source
  collection.delegate = source
  root.addSubview(collection)
  root.layoutIfNeeded()
  return (root, collection)
}

extension UICollectionView {
  /// The frames of the visible cells, in item order.
  var visibleFrames: [CGRect] { visibleCells.map(\.frame) }
}

import Foundation
import PinframeGraphics
import PinframeViews

extension UICollectionView {
  /// Registers the class of the cells dequeued under `identifier` (`nil` unregisters); a class
  /// that is not a `UICollectionViewCell` is refused with a ``ListDataError``.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else { return cellPool.register(nil, for: identifier) }
    guard let make = reuseMaker(cellClass, as: UICollectionViewCell.self, identifier: identifier)
    else { return }
    cellPool.register(make, for: identifier)
  }

  /// Registers the class of the supplementary views of `elementKind` dequeued under
  /// `identifier`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = Self.supplementaryPoolKey(elementKind, identifier)
    guard let viewClass else { return supplementaryPool.register(nil, for: key) }
    let type = UICollectionReusableView.self
    guard let make = reuseMaker(viewClass, as: type, identifier: identifier) else { return }
    supplementaryPool.register(make, for: key)
  }

  /// A cell for the item at `indexPath`, reused (after its `prepareForReuse()`) or new; an
  /// unregistered identifier is a ``ListDataError`` and a plain cell stands in.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = cellPool.dequeue(identifier, prepare: { $0.prepareForReuse() }) { return cell }
    report(.unregisteredIdentifier(view: displayName, identifier: identifier, kind: "cell"))
    return UICollectionViewCell(frame: .zero)
  }

  /// A supplementary view of `elementKind` for `indexPath`, reused or new; an unregistered
  /// identifier is a ``ListDataError`` and a plain view stands in.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = Self.supplementaryPoolKey(elementKind, identifier)
    if let view = supplementaryPool.dequeue(key, prepare: { $0.prepareForReuse() }) {
      return view
    }
    report(
      .unregisteredIdentifier(
        view: displayName, identifier: identifier, kind: "supplementary view of kind \(elementKind)"
      ))
    return UICollectionReusableView(frame: .zero)
  }

  /// How many cells the collection view made, in all (a measure of reuse).
  public var madeCellCount: Int { cellPool.madeCount }

  /// The pool key of a supplementary kind and identifier.
  static func supplementaryPoolKey(_ kind: String, _ identifier: String) -> String {
    kind + "\u{1F}" + identifier
  }

  /// `size` when both sides are lengths (finite, at least 0); else zero, with a
  /// ``ListDataError``.
  func validatedSize(_ size: CGSize, of what: @autoclosure () -> String) -> CGSize {
    if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
      return size
    }
    report(
      .invalidLength(
        view: displayName, of: what(),
        value: size.width.isFinite && size.width >= 0 ? size.height : size.width))
    return .zero
  }
}

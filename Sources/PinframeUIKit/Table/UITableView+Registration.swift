import Foundation
import PinframeViews

extension UITableView {
  /// Registers the class of the cells dequeued under `identifier` (`nil` unregisters); a class
  /// that is not a `UITableViewCell` is refused with a ``ListDataError``.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else { return cellPool.register(nil, for: identifier) }
    guard let make = reuseMaker(cellClass, as: UITableViewCell.self, identifier: identifier)
    else { return }
    cellPool.register(make, for: identifier)
  }

  /// Registers the class of the header and footer views dequeued under `identifier`.
  public func register(
    _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    guard let aClass else { return headerFooterPool.register(nil, for: identifier) }
    let type = UITableViewHeaderFooterView.self
    guard let make = reuseMaker(aClass, as: type, identifier: identifier) else { return }
    headerFooterPool.register(make, for: identifier)
  }

  /// A cell waiting for reuse under `identifier` (after its `prepareForReuse()`), else a new
  /// one of the registered class; `nil` when there is neither.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    cellPool.dequeue(identifier) { $0.prepareForReuse() }
  }

  /// A cell for the row at `indexPath`, reused or new, as UIKit's; an unregistered identifier
  /// is a ``ListDataError`` and a default-style cell stands in.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    report(.unregisteredIdentifier(view: displayName, identifier: identifier, kind: "cell"))
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A header or footer view waiting for reuse under `identifier`, else a new one of the
  /// registered class; `nil` when there is neither.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    headerFooterPool.dequeue(identifier) { $0.prepareForReuse() }
  }

  /// How many cells the table made, in all (a measure of reuse).
  public var madeCellCount: Int { cellPool.madeCount }
}

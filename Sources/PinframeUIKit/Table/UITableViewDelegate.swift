import Foundation
import PinframeViews

/// What a table view asks about sizes and tells about display and selection, as UIKit's
/// `UITableViewDelegate`; every method is optional.
///
/// The height methods' defaults return the table's properties (``UITableView/rowHeight``,
/// ``UITableView/estimatedRowHeight``, ``UITableView/sectionHeaderHeight``, …), which is what
/// UIKit uses when a delegate does not implement them.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height, or ``UITableView/automaticDimension`` to ask the cell (its content view's
  /// constraints, or its `sizeThatFits`).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row's estimated height, used until the row is displayed; 0 turns estimation off.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  /// A section header's height (automatic: the style's default).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height (automatic: the style's default).
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A section's header view (none by default: the title, if any, is shown).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> View?
  /// A section's footer view.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> View?
  /// A cell is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A cell stopped being shown.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// A header view is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: View, forSection section: Int)
  /// A footer view is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: View, forSection section: Int)
  /// The user selected a row (Pinframe has no touches: ``UITableView/selectRow(at:animated:scrollPosition:)``
  /// does not call it, as in UIKit).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The user deselected a row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table's ``UITableView/rowHeight``.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's ``UITableView/estimatedRowHeight``.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// The table's ``UITableView/sectionHeaderHeight``.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }
  /// The table's ``UITableView/sectionFooterHeight``.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }
  /// None.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }
  /// None.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> View? {
    nil
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: View, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

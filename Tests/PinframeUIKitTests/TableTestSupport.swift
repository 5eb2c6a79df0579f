import Foundation
import Pinframe

/// A cell whose `sizeThatFits` answers the height it was configured with, as PinLayout's
/// self-sizing cells do; it counts how often it was reused.
@MainActor
final class SizedCell: UITableViewCell {
  var fittingHeight: CGFloat = 44
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: fittingHeight)
  }
}

/// A table data source and delegate whose answers are closures, with a log of the calls.
@MainActor
final class TableSource: UITableViewDataSource, UITableViewDelegate {
  var rowCounts: [Int]
  var identifier = "cell"
  var fittingHeight: (IndexPath) -> CGFloat = { _ in 44 }
  var rowHeight: ((IndexPath) -> CGFloat)?
  var headerHeight: ((Int) -> CGFloat)?
  var headerTitle: ((Int) -> String?) = { _ in nil }
  var headerView: ((UITableView, Int) -> UIView?)?
  var log: [String] = []

  init(rows: [Int]) {
    rowCounts = rows
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    rowCounts.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCounts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    log.append("cell \(indexPath.section).\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    (cell as? SizedCell)?.fittingHeight = fittingHeight(indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitle(section)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    rowHeight?(indexPath) ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeight?(section) ?? tableView.sectionHeaderHeight
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    headerView?(tableView, section)
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath.section).\(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
  }
}

/// A 390 × 844 table of `style` on an iPhone-like root (safe area 47 top, 34 bottom), with
/// `source` as data source and delegate and `SizedCell` registered as "cell", configured by
/// `configure`; laid out.
@MainActor
func makeTable(
  _ source: TableSource, style: UITableView.Style = .plain, safeArea: Bool = true,
  configure: (UITableView) -> Void = { _ in }
) -> TableScene {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  if safeArea { root.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
  let table = UITableView(frame: root.bounds, style: style)
  table.register(SizedCell.self, forCellReuseIdentifier: "cell")
  configure(table)
  table.dataSource = source
  table.delegate = source
  root.addSubview(table)
  root.layoutIfNeeded()
  return TableScene(root: root, table: table)
}

/// A table and the root view that holds it (a superview is not retained by its subviews, as
/// in UIKit, so tests keep the root).
@MainActor
struct TableScene {
  let root: UIView
  let table: UITableView
}

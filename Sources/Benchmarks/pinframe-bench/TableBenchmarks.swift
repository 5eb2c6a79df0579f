import Pinframe

/// A table of 10,000 rows sized by their cells' `sizeThatFits`.
///
/// The cells follow PinLayout's self-sizing pattern (a 30-pt icon, a bold name and a wrapped
/// summary). `reloadData` + layout + render of one iPhone screen (390 × 844 pt at 3x) is
/// measured against rendering the laid-out screen alone.
/// The cells ever made are counted: no more than the visible rows plus the margin (none).
@MainActor
func tableBenchmarks() throws -> BenchmarkTable {
  let screen = BenchTableScreen(rows: 10_000)
  screen.root.layoutIfNeeded()
  let visible = screen.table.visibleCells.count
  var scrolled = 0
  let rows = try Measurement.interleaved(
    runs: 31,
    [
      { _ = try screen.root.renderImage(scale: 3) },
      {
        screen.table.reloadData()
        _ = try screen.root.renderImage(scale: 3)
      },
      {
        scrolled = (scrolled + 1) % 100
        screen.table.contentOffset.y = CGFloat(scrolled) * 800 - 47
        _ = try screen.root.renderImage(scale: 3)
      },
    ])
  let made = BenchMethodCell.madeCount
  let most = screen.mostDisplayed
  return BenchmarkTable(
    title: "Tables: 10,000 rows sized by sizeThatFits, one 390×844 pt screen at 3x",
    baseline: BenchmarkTable.Row(name: "render only", measurement: rows[0]),
    rows: [
      BenchmarkTable.Row(
        name: "reloadData + layout + render", measurement: rows[1],
        note: "target ≤ 30 ms; \(visible) rows visible"),
      BenchmarkTable.Row(
        name: "scroll 800 pt + layout + render", measurement: rows[2],
        note: "cells ever made: \(made), most displayed at once: \(most)"
          + (made <= most ? " (no more than displayed)" : " — MORE THAN DISPLAYED")),
    ])
}

/// The benchmark's screen: a root with an iPhone's safe area and a table filling it.
@MainActor
private final class BenchTableScreen: UITableViewDataSource, UITableViewDelegate {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let table = UITableView()
  let rows: Int
  private(set) var mostDisplayed = 0

  init(rows: Int) {
    self.rows = rows
    root.backgroundColor = .white
    root.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    table.frame = root.bounds
    table.estimatedRowHeight = 10
    table.tableFooterView = UIView()
    table.register(BenchMethodCell.self, forCellReuseIdentifier: "method")
    table.dataSource = self
    table.delegate = self
    root.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "method", for: indexPath)
    (cell as? BenchMethodCell)?.show(row: indexPath.row)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    mostDisplayed = max(mostDisplayed, tableView.visibleCells.count)
  }
}

/// PinLayout's self-sizing cell pattern; it counts the cells ever made.
@MainActor
private final class BenchMethodCell: UITableViewCell {
  static var madeCount = 0
  private let icon = UIView()
  private let name = UILabel()
  private let summary = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    Self.madeCount += 1
    icon.backgroundColor = .systemBlue
    name.font = .boldSystemFont(ofSize: 14)
    summary.font = .systemFont(ofSize: 12)
    summary.numberOfLines = 0
    for view in [icon, name, summary] { contentView.addSubview(view) }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  func show(row: Int) {
    name.text = "method\(row)(_ value: CGFloat)"
    summary.text = String(
      repeating: "Places the edge this many points from the superview's edge. ",
      count: 1 + row % 3)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    arrange()
  }

  private func arrange() {
    icon.pin.top(10).left(10).size(30)
    name.pin.after(of: icon, aligned: .center).right().marginHorizontal(10).sizeToFit(.width)
    summary.pin.below(of: [icon, name]).horizontally().margin(10).sizeToFit(.width)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    contentView.pin.width(size.width)
    arrange()
    return CGSize(width: size.width, height: summary.frame.maxY + 10)
  }
}

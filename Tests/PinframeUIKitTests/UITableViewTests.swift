import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UITableView")
struct UITableViewTests {
  @Test("IndexPath has UIKit's row, item and section")
  func indexPaths() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.item == 3 && path.section == 1)
    path.item = 5
    #expect(path == IndexPath(item: 5, section: 1))
    #expect(IndexPath().section == 0 && IndexPath().row == 0)
  }

  @Test("a plain table starts at −adjustedContentInset.top with cells for the visible rows only")
  func visibleRowsOnly() {
    let source = TableSource(rows: [100])
    let scene = makeTable(source)
    let table = scene.table
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -47))
    #expect(table.contentSize == CGSize(width: 390, height: 4400))
    // Visible content: y −47 ..< 797, rows 0 … 18 (row 18 spans 792 ..< 836).
    #expect(table.indexPathsForVisibleRows == (0...18).map { IndexPath(row: $0, section: 0) })
    #expect(table.madeCellCount == 19)
    #expect(
      table.rectForRow(at: IndexPath(row: 18, section: 0))
        == CGRect(x: 0, y: 792, width: 390, height: 44))
    #expect(
      table.cellForRow(at: IndexPath(row: 18, section: 0))?.frame
        == CGRect(x: 0, y: 792, width: 390, height: 44))
    #expect(table.cellForRow(at: IndexPath(row: 19, section: 0)) == nil)
  }

  @Test("scrolling reuses cells: a thousand rows scrolled through make one screen's worth")
  func reuseWhileScrolling() {
    let source = TableSource(rows: [1000])
    let scene = makeTable(source)
    let table = scene.table
    var most = 0
    for step in 1...400 {
      table.contentOffset.y = CGFloat(step) * 100 - 47
      table.layoutIfNeeded()
      most = max(most, table.visibleCells.count)
    }
    #expect(table.contentOffset.y == 39_953)
    // A window of 844 pt overlaps at most 21 rows of 44 pt.
    #expect(most == 21)
    #expect(table.madeCellCount == most)
    let reused = table.visibleCells.compactMap { $0 as? SizedCell }.map(\.reuses).reduce(0, +)
    #expect(reused > 0)
    #expect(table.visibleCells.count + table.queuedCellCount == most)
  }

  @Test("willDisplay and didEndDisplaying frame each row's time on screen")
  func displayCalls() {
    let source = TableSource(rows: [30])
    let scene = makeTable(source, safeArea: false)
    let table = scene.table
    source.log.removeAll()
    table.contentOffset.y = 44
    table.layoutIfNeeded()
    #expect(source.log == ["didEndDisplaying 0.0", "cell 0.20", "willDisplay 0.20"])
  }

  @Test("automaticDimension asks each cell's sizeThatFits as its row comes into view")
  func selfSizingRows() {
    let source = TableSource(rows: [200])
    source.fittingHeight = { CGFloat(50 + $0.row % 3 * 10) }
    source.rowHeight = { _ in UITableView.automaticDimension }
    let scene = makeTable(source, safeArea: false) { $0.estimatedRowHeight = 10 }
    let table = scene.table
    // Heights 50, 60, 70 repeat, 180 every 3 rows: row 14 starts at 4 × 180 + 110 = 830, the
    // last to start above 844. Rows are measured top down, so no row below it is asked.
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 110, width: 390, height: 70))
    #expect(table.indexPathsForVisibleRows?.count == 15)
    #expect(source.log.filter { $0.hasPrefix("cell") }.count == 15)
    // Rows below stay at the estimate of 10 until they are displayed.
    #expect(table.rectForRow(at: IndexPath(row: 100, section: 0)).height == 10)
    #expect(table.contentSize.height == 2750)  // 15 rows measured (900 pt), 185 estimated at 10
  }
}

import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UITableView scrolling and selection")
struct UITableViewScrollingTests {
  @Test(
    "scrollToRow puts the row at the position inside the adjusted insets",
    arguments: [
      (UITableView.ScrollPosition.top, 2153.0), (.middle, 1793.5), (.bottom, 1434.0),
      (.none, 1434.0),
    ])
  func scrollToRow(position: UITableView.ScrollPosition, offset: CGFloat) {
    let scene = makeTable(TableSource(rows: [1000]))
    let table = scene.table
    let row = IndexPath(row: 50, section: 0)
    table.scrollToRow(at: row, at: position, animated: false)
    #expect(table.contentOffset == CGPoint(x: 0, y: offset))
    #expect(table.cellForRow(at: row)?.frame == CGRect(x: 0, y: 2200, width: 390, height: 44))
  }

  @Test("an animated scroll keeps the rows of its start and end on screen, then only the end's")
  func animatedScroll() throws {
    try ViewRuntime.isolated {
      let scene = makeTable(TableSource(rows: [1000]))
      let table = scene.table
      table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: true)
      #expect(table.contentOffset.y == 1273)  // row 30's top, 1320, less the 47-pt inset
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
      #expect(table.cellForRow(at: IndexPath(row: 40, section: 0)) != nil)
      try AnimationClock.current.advance(to: 0.15)
      #expect(table.presentationValues.bounds.minY > -47)
      try AnimationClock.current.finishAnimations()
      table.layoutIfNeeded()
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
      // Rows 28 and 29 show under the status bar's 47 points, as on iOS.
      #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 28, section: 0))
    }
  }

  @Test("selectRow marks the cell selected and survives reuse; deselectRow clears it")
  func selection() {
    let scene = makeTable(TableSource(rows: [100]))
    let table = scene.table
    let row = IndexPath(row: 2, section: 0)
    table.selectRow(at: row, animated: false, scrollPosition: .none)
    #expect(table.cellForRow(at: row)?.isSelected == true)
    #expect(table.indexPathForSelectedRow == row)
    table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .top)
    #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 60, section: 0)])
    #expect(table.visibleCells.filter(\.isSelected).count == 1)
    table.deselectRow(at: IndexPath(row: 60, section: 0), animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test("reloadData asks again and reuses the cells on screen (prepareForReuse)")
  func reload() {
    let source = TableSource(rows: [5])
    let scene = makeTable(source, safeArea: false)
    let table = scene.table
    source.rowCounts = [3]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.madeCellCount == 5)
    #expect(table.visibleCells.compactMap { $0 as? SizedCell }.map(\.reuses) == [1, 1, 1])
    #expect(table.queuedCellCount == 2)
  }

  @Test("a header view from the delegate is dequeued by its registered class and measured")
  func headerViews() {
    final class Header: UITableViewHeaderFooterView {
      override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 40)
      }
    }
    let source = TableSource(rows: [3])
    source.headerView = { table, _ in
      table.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }
    let scene = makeTable(source, safeArea: false) {
      $0.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
    }
    #expect(scene.table.headerView(forSection: 0) is Header)
    #expect(scene.table.rectForHeader(inSection: 0).height == 40)
    #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
  }
}

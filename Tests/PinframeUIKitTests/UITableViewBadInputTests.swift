import Foundation
import Pinframe
import Testing

/// A data source without a delegate: `count` rows of registered default cells.
@MainActor
private final class CountSource: UITableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

@MainActor
@Suite("UITableView bad input")
struct UITableViewBadInputTests {
  @Test("a negative row count is a typed error and counts as 0")
  func negativeCount() {
    ViewRuntime.isolated {
      let source = TableSource(rows: [-3])
      let scene = makeTable(source)
      #expect(scene.table.numberOfRows(inSection: 0) == 0)
      #expect(
        scene.table.dataErrors == [
          .negativeCount(view: "UITableView", of: "rows in section 0", count: -3)
        ])
      #expect(
        ViewRuntime.current.warnings.first?.contains("returned -3 for the number of rows") == true)
    }
  }

  @Test("registering a class that is not a cell is refused; the earlier registration stays")
  func wrongClass() {
    ViewRuntime.isolated {
      let scene = makeTable(TableSource(rows: [2])) {
        $0.register(UIView.self, forCellReuseIdentifier: "cell")
      }
      #expect(
        scene.table.dataErrors == [
          .wrongClass(
            view: "UITableView", identifier: "cell", className: "UIView",
            expected: "UITableViewCell")
        ])
      #expect(scene.table.visibleCells.allSatisfy { $0 is SizedCell })
    }
  }

  @Test("an unregistered identifier is a typed error; plain cells stand in")
  func unregistered() throws {
    try ViewRuntime.isolated {
      let source = TableSource(rows: [2])
      source.identifier = "missing"
      let scene = makeTable(source)
      #expect(scene.table.visibleCells.count == 2)
      #expect(scene.table.visibleCells.allSatisfy { !($0 is SizedCell) })
      #expect(
        scene.table.dataErrors.first
          == .unregisteredIdentifier(view: "UITableView", identifier: "missing", kind: "cell"))
      _ = try scene.root.renderImage(scale: 1)
    }
  }

  @Test("NaN and negative row heights are typed errors and count as 0")
  func invalidHeights() throws {
    try ViewRuntime.isolated {
      let source = TableSource(rows: [3])
      source.rowHeight = { [.nan, -5, 44][$0.row] }
      let scene = makeTable(source, safeArea: false)
      let table = scene.table
      #expect(
        table.rectForRow(at: IndexPath(row: 2, section: 0))
          == CGRect(x: 0, y: 0, width: 390, height: 44))
      #expect(table.dataErrors.count == 2)
      #expect(table.visibleCells.count == 1)
      _ = try table.renderImage(scale: 1)
    }
  }

  @Test("a table 10^9 points tall scrolls to its last row and renders one screen")
  func billionPointContent() throws {
    try ViewRuntime.isolated {
      let source = TableSource(rows: [1000])
      source.rowHeight = { _ in 1_000_000 }
      let scene = makeTable(source, safeArea: false) { $0.estimatedRowHeight = 0 }
      let table = scene.table
      #expect(table.contentSize.height == 1e9)
      table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .bottom, animated: false)
      #expect(table.contentOffset.y == 1e9 - 844)
      #expect(table.visibleCells.count == 1)
      let image = try table.renderImage(scale: 1)
      #expect(image[200, 843] != whitePixel)
    }
  }

  @Test("a cell that sizes itself 10^9 points tall is displayed and drawn clipped")
  func billionPointCell() throws {
    try ViewRuntime.isolated {
      let source = TableSource(rows: [3])
      source.rowHeight = { _ in UITableView.automaticDimension }
      source.fittingHeight = { $0.row == 1 ? 1e9 : 44 }
      let scene = makeTable(source, safeArea: false)
      #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 1e9)
      #expect(scene.table.visibleCells.count == 2)
      _ = try scene.table.renderImage(scale: 1)
    }
  }

  @Test("more rows than the budget are a typed error; the first million are laid out")
  func tooManyRows() {
    ViewRuntime.isolated {
      let source = CountSource(count: 5_000_000)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = source
      table.layoutIfNeeded()
      #expect(table.numberOfRows(inSection: 0) == 1_000_000)
      #expect(table.contentSize.height == 44_000_000)
      #expect(table.visibleCells.count == 20)
      #expect(
        table.dataErrors == [
          .tooManyItems(
            view: "UITableView", of: "rows in section 0", count: 5_000_000, limit: 1_000_000)
        ])
    }
  }

  @Test("scrolling to or selecting a row that does not exist is a typed error and does nothing")
  func invalidIndexPath() {
    ViewRuntime.isolated {
      let scene = makeTable(TableSource(rows: [3]))
      let missing = IndexPath(row: 7, section: 0)
      scene.table.scrollToRow(at: missing, at: .top, animated: false)
      scene.table.selectRow(at: missing, animated: false, scrollPosition: .none)
      #expect(scene.table.contentOffset.y == -47)
      #expect(
        scene.table.dataErrors == [
          .invalidIndexPath(view: "UITableView", indexPath: missing, action: "scroll to"),
          .invalidIndexPath(view: "UITableView", indexPath: missing, action: "select"),
        ])
    }
  }
}

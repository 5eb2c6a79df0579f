import Foundation
import Pinframe
import Testing

/// Draws a standalone cell of `style` 390 × 44 with a title (and a detail), laid out at
/// scale 2 in an isolated runtime.
@MainActor
private func standaloneCell(_ style: UITableViewCell.CellStyle, detail: Bool = true)
  -> UITableViewCell
{
  let cell = UITableViewCell(style: style, reuseIdentifier: nil)
  cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
  cell.textLabel?.text = "Title"
  if detail { cell.detailTextLabel?.text = "Detail" }
  cell.layoutIfNeeded()
  return cell
}

@MainActor
@Suite("UITableView styles")
struct UITableViewStyleTests {
  @Test("plain: section headers float at the top of the visible area and are pushed by the next")
  func floatingHeaders() {
    let source = TableSource(rows: [20, 20])
    source.headerHeight = { _ in 50 }
    source.headerTitle = { "Section \($0)" }
    let scene = makeTable(source, safeArea: false)
    let table = scene.table
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 930, width: 390, height: 930))
    table.contentOffset.y = 100
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 100, width: 390, height: 50))
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
    table.contentOffset.y = 900
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 880, width: 390, height: 50))
    #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 930, width: 390, height: 50))
  }

  @Test("plain: a titled header is 28 pt, an untitled one 0")
  func plainTitleHeights() {
    let source = TableSource(rows: [2, 2])
    source.headerTitle = { $0 == 0 ? "Title" : nil }
    let scene = makeTable(source, safeArea: false)
    #expect(scene.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
    #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 116)
  }

  @Test("grouped: 38-pt titled headers, 35 pt above the first untitled section, 17.5 between")
  func groupedHeights() {
    let source = TableSource(rows: [2, 3])
    source.headerTitle = { $0 == 0 ? "Title" : nil }
    let scene = makeTable(source, style: .grouped, safeArea: false)
    let table = scene.table
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 143.5))
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1))
        == CGRect(x: 0, y: 161, width: 390, height: 44))
    #expect(table.contentSize.height == 310.5)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "TITLE")
    #expect(table.backgroundColor == .systemGroupedBackground)
  }

  @Test("insetGrouped: rows inset by the 16-pt margin, the section's outer corners rounded")
  func insetGrouped() {
    let source = TableSource(rows: [3])
    let scene = makeTable(source, style: .insetGrouped, safeArea: false)
    let table = scene.table
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 16, y: 35, width: 358, height: 44))
    let cells = table.visibleCells
    #expect(cells.map(\.layer.cornerRadius) == [10, 0, 10])
    #expect(cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(cells[2].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }

  @Test("landscape side safe areas: cell and header margins are the safe area + 20, counted once")
  func landscapeMargins() throws {
    let source = TableSource(rows: [2])
    source.headerHeight = { _ in 28 }
    let header = UIView()
    source.headerView = { _, _ in header }
    let scene = makeTable(source, safeArea: false)
    scene.root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    scene.root.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    scene.table.frame = scene.root.bounds
    scene.root.layoutIfNeeded()
    let cell = try #require(scene.table.visibleCells.first)
    #expect(cell.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    #expect(cell.layoutMargins == UIEdgeInsets(top: 11, left: 67, bottom: 11, right: 67))
    #expect(cell.textLabel?.frame.minX == 67)
    #expect(header.superview != nil)
    #expect(header.layoutMargins == UIEdgeInsets(top: 0, left: 67, bottom: 0, right: 67))
  }

  @Test("the standard cell styles place their labels between the 16-pt margins")
  func cellStyles() {
    ViewRuntime.isolated(ViewRuntime(scale: 2)) {
      let plain = standaloneCell(.default, detail: false)
      #expect(plain.detailTextLabel == nil)
      #expect(plain.textLabel?.frame == CGRect(x: 16, y: 12, width: 358, height: 20.5))
      let value1 = standaloneCell(.value1)
      #expect(value1.detailTextLabel?.frame.maxX == 374)
      #expect(value1.detailTextLabel?.textAlignment == .right)
      #expect(value1.textLabel?.frame.minX == 16)
      let subtitle = standaloneCell(.subtitle)
      #expect(subtitle.textLabel?.frame == CGRect(x: 16, y: 3, width: 358, height: 20.5))
      #expect(subtitle.detailTextLabel?.frame == CGRect(x: 16, y: 23.5, width: 358, height: 18))
      #expect(subtitle.sizeThatFits(CGSize(width: 390, height: 0)).height == 60.5)
      let value2 = standaloneCell(.value2)
      #expect(value2.textLabel?.frame.width == 67)
      #expect(value2.detailTextLabel?.frame.minX == 89)
    }
  }

  @Test(
    "an accessory takes its width and an 8-pt gap out of the content view",
    arguments: [
      (UITableViewCell.AccessoryType.disclosureIndicator, 358.0),
      (.checkmark, 352.0), (.detailButton, 344.0), (.detailDisclosureButton, 324.0), (.none, 390.0),
    ])
  func accessoryTypes(type: UITableViewCell.AccessoryType, contentWidth: CGFloat) {
    let cell = standaloneCell(.default, detail: false)
    cell.accessoryType = type
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: contentWidth, height: 44))
  }

  @Test("an accessory view (a 51 × 31 switch) sits at the right margin, centred on pixels")
  func accessoryView() {
    ViewRuntime.isolated(ViewRuntime(scale: 2)) {
      let cell = standaloneCell(.default, detail: false)
      cell.accessoryView = UISwitch()
      cell.layoutIfNeeded()
      #expect(cell.accessoryView?.frame == CGRect(x: 323, y: 6.5, width: 51, height: 31))
      #expect(cell.contentView.frame.width == 315)
    }
  }

  @Test("the checkmark is drawn in the tint colour, the selection in systemGray4")
  func drawnStates() throws {
    let cell = standaloneCell(.default, detail: false)
    cell.accessoryType = .checkmark
    cell.textLabel?.text = nil
    let checked = try renderOnWhite(cell, scale: 1)
    let accessory = (0..<44).flatMap { y in (360..<374).map { checked[$0, y] } }
    #expect(accessory.contains(RGBA8(red: 0, green: 122, blue: 255)))
    cell.isSelected = true
    #expect(try renderOnWhite(cell, scale: 1)[5, 5] == RGBA8(red: 209, green: 209, blue: 214))
    cell.selectionStyle = .none
    #expect(try renderOnWhite(cell, scale: 1)[5, 5] == whitePixel)
  }

  @Test("separators: inset 16 pt, under each row and the empty rows below unless a footer is set")
  func separators() throws {
    let source = TableSource(rows: [2])
    let scene = makeTable(source, safeArea: false)
    let table = scene.table
    let grey = try table.renderImage(scale: 1)[200, 43]
    #expect(grey != whitePixel && grey.red == grey.green)
    #expect(try table.renderImage(scale: 1)[10, 43] == whitePixel)
    #expect(try table.renderImage(scale: 1)[200, 131] == grey)
    table.tableFooterView = UIView()
    #expect(try table.renderImage(scale: 1)[200, 131] == whitePixel)
    #expect(try table.renderImage(scale: 1)[200, 87] == grey)
    table.separatorStyle = .none
    #expect(try table.renderImage(scale: 1)[200, 43] == whitePixel)
  }
}

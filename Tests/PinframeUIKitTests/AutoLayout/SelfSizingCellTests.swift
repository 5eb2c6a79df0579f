import Foundation
import Pinframe
import Testing

/// A table cell laid out by constraints: a title and a multi-line body label stacked inside the
/// content view's margins, as Apple's self-sizing cell recipe.
@MainActor
final class ConstrainedCell: UITableViewCell {
  let title = UILabel()
  let body = UILabel()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    body.numberOfLines = 0
    for label in [title, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Rows of `ConstrainedCell` whose body is `bodies[row]`.
@MainActor
final class ConstrainedRows: UITableViewDataSource, UITableViewDelegate {
  let bodies: [String]

  init(_ bodies: [String]) { self.bodies = bodies }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    bodies.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "constrained", for: indexPath)
    if let cell = cell as? ConstrainedCell {
      cell.title.text = "Row \(indexPath.row)"
      cell.body.text = bodies[indexPath.row]
    }
    return cell
  }
}

@MainActor
@Suite("Self-sizing cells laid out by constraints")
struct SelfSizingCellTests {
  private let long = String(repeating: "Constraints size this cell. ", count: 6)

  private func table(_ rows: ConstrainedRows, width: CGFloat = 390) -> (UIView, UITableView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 844))
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(ConstrainedCell.self, forCellReuseIdentifier: "constrained")
    table.dataSource = rows
    table.delegate = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    return (root, table)
  }

  @Test("a multi-line label wraps at the width the engine gives it (UIKit's second pass)")
  func multiLineLabelWrapsAtItsSolvedWidth() {
    let root = phoneRoot()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = long
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    ])
    root.layoutIfNeeded()
    // Four lines of 17-pt text (20.29 pt each), rounded up to whole points at scale 1.
    #expect(label.frame == CGRect(x: 20, y: 20, width: 350, height: 82))
    #expect(label.intrinsicContentSize.height == 82)
  }

  @Test("a row is its content view's fitting height plus the separator's pixel")
  func rowsFollowTheirConstraints() {
    let rows = ConstrainedRows(["One line.", long])
    let (root, table) = table(rows)
    _ = root
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ConstrainedCell
    // 11 + title 21 + 4 + body 21 + 11, and 1 pt of separator at scale 1.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 69)
    #expect(first?.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 68))
    #expect(first?.title.frame == CGRect(x: 16, y: 11, width: 358, height: 21))
    #expect(first?.body.frame == CGRect(x: 16, y: 36, width: 358, height: 21))
    // The long body wraps onto four lines in the 358-pt margins: 11 + 21 + 4 + 82 + 11 + 1.
    let second = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ConstrainedCell
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 69, width: 390, height: 130))
    #expect(second?.body.frame == CGRect(x: 16, y: 36, width: 358, height: 82))
    #expect(table.contentSize.height == 199)
  }

  @Test("without separators the row is the content's height, and the content view fills it")
  func noSeparator() {
    let rows = ConstrainedRows(["One line."])
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: root.bounds, style: .plain)
    table.separatorStyle = .none
    table.register(ConstrainedCell.self, forCellReuseIdentifier: "constrained")
    table.dataSource = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ConstrainedCell
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 68)
    #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 68))
    #expect(cell?.body.frame.maxY == 57)
  }

  @Test("a narrower table wraps the body onto more lines: taller rows")
  func narrowerTableTallerRows() {
    let (root, narrow) = table(ConstrainedRows([long]), width: 200)
    _ = root
    let path = IndexPath(row: 0, section: 0)
    // Eight lines in 168 pt: 11 + 21 + 4 + 163 + 11 + 1.
    #expect(narrow.rectForRow(at: path) == CGRect(x: 0, y: 0, width: 200, height: 211))
    let body = (narrow.cellForRow(at: path) as? ConstrainedCell)?.body
    #expect(body?.frame == CGRect(x: 16, y: 36, width: 168, height: 163))
  }

  @Test("a 44-pt row's content view leaves one pixel for the separator at 3x")
  func separatorPixelAtThreeX() {
    let runtime = ViewRuntime()
    runtime.scale = 3
    ViewRuntime.isolated(runtime) {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let table = UITableView(frame: root.bounds, style: .plain)
      root.addSubview(table)
      let source = TableSource(rows: [1])
      table.dataSource = source
      table.rowHeight = 44
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      root.layoutIfNeeded()
      let shown = table.cellForRow(at: IndexPath(row: 0, section: 0))
      #expect(shown?.frame.height == 44)
      #expect(shown?.contentView.frame.height == 44 - 1.0 / 3)
    }
  }

  @Test("a flow layout's automaticSize items take their constrained content view's size")
  func collectionItemsFollowTheirConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(ConstrainedItem.self, forCellWithReuseIdentifier: "cell")
    let source = CollectionSource(items: [3])
    collection.dataSource = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    // 136 wide (its width constraint), 8 + three lines (61) + 8 tall; two to a justified line,
    // the third alone and centred, 10 pt below.
    #expect(
      collection.visibleFrames == [
        CGRect(x: 0, y: 0, width: 136, height: 77), CGRect(x: 184, y: 0, width: 136, height: 77),
        CGRect(x: 92, y: 87, width: 136, height: 77),
      ])
    let label = (collection.visibleCells.first as? ConstrainedItem)?.label
    #expect(label?.frame == CGRect(x: 8, y: 8, width: 120, height: 61))
  }
}

/// A collection cell 136 pt wide whose multi-line label, 8 pt inside its content view, sets the
/// height.
@MainActor
final class ConstrainedItem: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.text = "A label that wraps onto a few lines"
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      contentView.widthAnchor.constraint(equalToConstant: 136),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

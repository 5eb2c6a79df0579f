import Pinframe

/// The pattern of PinLayout's Example-app menu, rebuilt: a plain table of default-style
/// cells with 12-pt titles, and an empty footer view that hides the trailing separators.
public final class MenuListView: UIView {
  /// The menu's entries.
  public static let sampleTitles = [
    "Introduction", "Adjust to the container's size", "Table with self-sizing rows",
    "Collection of cards", "Animations", "Auto-adjusting size", "Safe area and margins",
    "Relative positions", "Between two views", "A form", "Wrapping content",
    "Automatic sizing", "Readable margins", "Right-to-left layout", "Objective-C",
  ]

  /// The table.
  public let tableView = UITableView()
  private let titles: [String]

  /// Creates the menu showing `titles`.
  public init(titles: [String] = MenuListView.sampleTitles) {
    self.titles = titles
    super.init(frame: .zero)
    backgroundColor = .red
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
    tableView.tableFooterView = UIView()
    addSubview(tableView)
  }

  /// Present for UIKit source compatibility.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Fills the view with the table.
  override public func layoutSubviews() {
    super.layoutSubviews()
    tableView.pin.top().left().size(100%)
  }
}

extension MenuListView: UITableViewDataSource {
  /// One row per title.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  /// A default-style cell showing the title in 12 pt.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
    cell.textLabel?.text = titles[indexPath.row]
    cell.textLabel?.font = .systemFont(ofSize: 12)
    return cell
  }
}

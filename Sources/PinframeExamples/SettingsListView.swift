import Pinframe

/// An inset-grouped table in the shape of a settings screen.
///
/// It has titled sections, value1 cells with disclosure indicators, a switch, a checkmark and a detail button, and a selected row.
/// It shows how Pinframe draws the standard styles and accessories.
public final class SettingsListView: UIView {
  private struct Row {
    var title: String
    var detail: String?
    var accessory: UITableViewCell.AccessoryType = .none
    var hasSwitch = false
  }

  private let sections: [(title: String?, rows: [Row])] = [
    (
      "Display",
      [
        Row(title: "Appearance", detail: "Light", accessory: .disclosureIndicator),
        Row(title: "Bold text", hasSwitch: true),
        Row(title: "Text size", detail: "Medium", accessory: .disclosureIndicator),
      ]
    ),
    (
      "Units",
      [
        Row(title: "Kilometres", accessory: .checkmark), Row(title: "Miles"),
        Row(title: "About units", accessory: .detailButton),
      ]
    ),
  ]

  /// The table.
  public let tableView = UITableView(frame: .zero, style: .insetGrouped)

  /// Creates the screen with the second row of the second section selected.
  public init() {
    super.init(frame: .zero)
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
    addSubview(tableView)
    tableView.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
  }

  /// Present for UIKit source compatibility.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Fills the view with the table.
  override public func layoutSubviews() {
    super.layoutSubviews()
    tableView.pin.all()
  }
}

extension SettingsListView: UITableViewDataSource {
  /// Two sections.
  public func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  /// The rows of a section.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  /// The section's title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections[section].title
  }

  /// A value1 cell (made the old way, reused by identifier) with its accessory.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "value1")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "value1")
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.detail
    cell.accessoryType = row.accessory
    cell.accessoryView = row.hasSwitch ? UISwitch() : nil
    return cell
  }
}

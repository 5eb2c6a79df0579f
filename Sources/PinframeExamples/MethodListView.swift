import Pinframe

/// The pattern of PinLayout's Example-app table screen, rebuilt: a plain table whose rows are
/// sized by their cells' `sizeThatFits` (`automaticDimension` with an estimate of 10), one
/// 50-pt section header, and an empty footer view that hides the trailing separators.
public final class MethodListView: UIView {
  /// One row: a method's signature and what it does.
  public struct Method: Sendable {
    /// The signature, in bold.
    public var name: String
    /// What it does, wrapped on as many lines as it needs.
    public var summary: String

    /// A row.
    public init(name: String, summary: String) {
      self.name = name
      self.summary = summary
    }
  }

  /// Edge pins described in plain words, enough rows to fill and overflow an iPhone screen.
  public static let sampleMethods: [Method] = [
    ("top(_ value: CGFloat)", "Places the top edge this many points below the superview's top."),
    ("top(_ percent: Percent)", "Places the top edge at this share of the superview's height."),
    ("vCenter(_ value: CGFloat)", "Moves the centre this many points below the superview's."),
    ("bottom(_ value: CGFloat)", "Places the bottom edge this many points above the bottom."),
    (
      "left(_ value: CGFloat)",
      "Places the left edge this many points from the superview's left edge. In a right-to-left layout the left edge stays on the left: use start() to follow the reading direction."
    ),
    ("left(_ percent: Percent)", "Places the left edge at this share of the superview's width."),
    ("hCenter(_ value: CGFloat)", "Moves the centre this many points right of the superview's."),
    ("right(_ value: CGFloat)", "Places the right edge this many points from the right edge."),
    (
      "all(_ value: CGFloat)",
      "Pins all four edges, each this many points inside the superview, which sets both the position and the size of the view in one call."
    ),
    ("sizeToFit(_ type: FitType)", "Sizes the view to its content within the width or height."),
  ].map { Method(name: $0.0, summary: $0.1) }

  /// The table.
  public let tableView = UITableView()
  private var methods: [Method] = []

  /// Creates the screen showing `methods`.
  public init(methods: [Method] = MethodListView.sampleMethods) {
    super.init(frame: .zero)
    backgroundColor = .white
    tableView.estimatedRowHeight = 10
    tableView.dataSource = self
    tableView.delegate = self
    tableView.tableFooterView = UIView()
    tableView.register(MethodListCell.self, forCellReuseIdentifier: MethodListCell.identifier)
    tableView.register(
      MethodListHeader.self, forHeaderFooterViewReuseIdentifier: MethodListHeader.identifier)
    addSubview(tableView)
    self.methods = methods
    tableView.reloadData()
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

extension MethodListView: UITableViewDataSource, UITableViewDelegate {
  /// One row per method.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    methods.count
  }

  /// A method cell showing the row's method.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: MethodListCell.identifier, for: indexPath)
    (cell as? MethodListCell)?.show(methods[indexPath.row])
    return cell
  }

  /// The header's fixed 50 pt.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { MethodListHeader.height }

  /// The method header with its title.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(
      withIdentifier: MethodListHeader.identifier)
    (header as? MethodListHeader)?.title.text = "A few PinLayout methods"
    return header
  }

  /// Automatic: the cell's `sizeThatFits` gives the height.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
}

/// A row sized by its own layout: a 30-pt icon, the name beside it, the summary under both.
public final class MethodListCell: UITableViewCell {
  static let identifier = "MethodListCell"
  private static let padding: CGFloat = 10

  private let icon = UIView()
  private let name = UILabel()
  private let summary = UILabel()

  /// Creates the cell.
  override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    separatorInset = .zero
    icon.backgroundColor = UIColor(red: 0.35, green: 0.67, blue: 0.95, alpha: 1)
    icon.layer.cornerRadius = 6
    name.font = .boldSystemFont(ofSize: 14)
    name.lineBreakMode = .byTruncatingTail
    summary.font = .systemFont(ofSize: 12)
    summary.numberOfLines = 0
    for view in [icon, name, summary] { contentView.addSubview(view) }
  }

  /// Present for UIKit source compatibility.
  public required init?(coder: NSCoder) {
    return nil
  }

  func show(_ method: MethodListView.Method) {
    name.text = method.name
    summary.text = method.summary
  }

  override public func layoutSubviews() {
    super.layoutSubviews()
    arrange()
  }

  private func arrange() {
    let padding = Self.padding
    icon.pin.top(padding).left(padding).size(30)
    name.pin.after(of: icon, aligned: .center).right().marginHorizontal(padding).sizeToFit(.width)
    summary.pin.below(of: [icon, name]).horizontally().margin(padding).sizeToFit(.width)
  }

  /// The content view at `size.width`, laid out; its height ends 10 pt under the summary.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    contentView.pin.width(size.width)
    arrange()
    return CGSize(width: contentView.frame.width, height: summary.frame.maxY + Self.padding)
  }
}

/// A 50-pt section header: a 20-pt title 10 pt from the sides, centred vertically.
public final class MethodListHeader: UITableViewHeaderFooterView {
  static let identifier = "MethodListHeader"
  static let height: CGFloat = 50

  /// The title.
  let title = UILabel()

  /// Creates the header.
  override public init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    title.font = .systemFont(ofSize: 20)
    contentView.addSubview(title)
  }

  /// Present for UIKit source compatibility.
  public required init?(coder: NSCoder) {
    return nil
  }

  override public func layoutSubviews() {
    super.layoutSubviews()
    title.pin.horizontally(10).vCenter().sizeToFit(.width)
  }
}

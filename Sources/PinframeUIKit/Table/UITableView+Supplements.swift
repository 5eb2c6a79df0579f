import Foundation
import PinframeGraphics
import PinframeViews

extension UITableView {
  /// The reuse identifier of the views that show section titles.
  static let titleViewIdentifier = "PinframeUITableViewTitle"

  /// Shows the header and footer views of the sections in `area` at their places (floating
  /// over the rows in a plain table); views that left it go back to the reuse queue.
  func displaySupplements(in area: CGRect) {
    var wanted: [SupplementKey: CGRect] = [:]
    for section in geometry.sections(from: area.minY, to: area.maxY) {
      for isHeader in [true, false] {
        let key = SupplementKey(section: section, isHeader: isHeader)
        if let frame = supplementFrame(key), frame.intersects(area) { wanted[key] = frame }
      }
    }
    recycleSupplements(keeping: Set(wanted.keys))
    let source = dataSource
    let delegate = tableDelegate
    for (key, frame) in wanted.sorted(by: { order($0.key) < order($1.key) }) {
      displaySupplement(key, frame: frame, source, delegate)
    }
    for view in preparedHeaderFooters.values { recycleSupplement(view) }
    preparedHeaderFooters = [:]
  }

  /// Sections in order, headers before footers.
  private func order(_ key: SupplementKey) -> Int {
    key.section * 2 + (key.isHeader ? 0 : 1)
  }

  /// Where a section's header or footer is shown; `nil` when it has no height.
  ///
  /// In a plain table the header stays at the top of the visible area (below the adjusted inset) while
  /// its section is there, and the footer at the bottom, as UIKit's.
  func supplementFrame(_ key: SupplementKey) -> CGRect? {
    let section = geometry.sections[key.section]
    let height = key.isHeader ? section.headerHeight : section.footerHeight
    guard height > 0 else { return nil }
    var y = key.isHeader ? section.top : section.rowsBottom
    if style == .plain {
      let inset = adjustedContentInset
      if key.isHeader {
        let pinned = bounds.minY + inset.top
        y = max(section.top, min(pinned, section.bottom - height))
      } else {
        let pinned = bounds.maxY - inset.bottom - height
        y = min(section.rowsBottom, max(pinned, section.rowsTop))
      }
    }
    return CGRect(x: 0, y: y, width: bounds.width, height: height)
  }

  /// Shows one header or footer: the one on screen, the one made at reload, the delegate's,
  /// or a title view.
  private func displaySupplement(
    _ key: SupplementKey, frame: CGRect, _ source: (any UITableViewDataSource)?,
    _ delegate: (any UITableViewDelegate)?
  ) {
    let shown = key.isHeader ? displayedHeaders[key.section] : displayedFooters[key.section]
    let made =
      shown ?? preparedHeaderFooters.removeValue(forKey: key) ?? supplementView(key, delegate)
      ?? titleView(key, source)
    guard let view = made else { return }
    view.frame = frame
    let lane = rowLane
    var margins = cellMargins
    if view.layoutMarginsFollowSafeArea {
      // The view adds its safe area, the table's at the sides: give it the rest.
      let safe = safeAreaInsets
      margins = (margins.left - safe.left, margins.right - safe.right)
    }
    view.layoutMargins = EdgeInsets(
      top: 0, left: lane.x + margins.left, bottom: 0,
      right: bounds.width - lane.width - lane.x + margins.right)
    guard shown == nil else { return }
    if let headerFooter = view as? UITableViewHeaderFooterView {
      headerFooter.titleStyle = SectionTitleStyle.of(style, header: key.isHeader)
      headerFooter.applyTitleStyle()
    }
    if key.isHeader {
      displayedHeaders[key.section] = view
    } else {
      displayedFooters[key.section] = view
    }
    let later =
      displayedSupplements.filter { order($0.key) > order(key) }.map(\.view)
      + [tableHeaderView, tableFooterView].compactMap { $0 }
    insertContent(view, below: later)
    if key.isHeader {
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
    } else {
      delegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
    }
  }

  /// The headers and footers on screen with their keys.
  private var displayedSupplements: [(key: SupplementKey, view: View)] {
    displayedHeaders.map { (SupplementKey(section: $0.key, isHeader: true), $0.value) }
      + displayedFooters.map { (SupplementKey(section: $0.key, isHeader: false), $0.value) }
  }

  /// A view showing the section's title in the style's font, or `nil` without a title.
  private func titleView(_ key: SupplementKey, _ source: (any UITableViewDataSource)?)
    -> UITableViewHeaderFooterView?
  {
    guard let title = sectionTitle(key.section, isHeader: key.isHeader, source) else {
      return nil
    }
    let view =
      headerFooterPool.dequeue(Self.titleViewIdentifier) { $0.prepareForReuse() }
      ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
    let titleStyle = SectionTitleStyle.of(style, header: key.isHeader)
    view.textLabel?.text = titleStyle.text(title)
    return view
  }

  /// Puts the displayed headers and footers not in `kept` back in the reuse queue.
  func recycleSupplements(keeping kept: Set<SupplementKey>) {
    for (section, view) in displayedHeaders
    where !kept.contains(SupplementKey(section: section, isHeader: true)) {
      displayedHeaders[section] = nil
      recycleSupplement(view)
    }
    for (section, view) in displayedFooters
    where !kept.contains(SupplementKey(section: section, isHeader: false)) {
      displayedFooters[section] = nil
      recycleSupplement(view)
    }
  }

  /// Removes a header or footer view and queues it for reuse when it is reusable.
  func recycleSupplement(_ view: View) {
    view.removeFromSuperview()
    guard let headerFooter = view as? UITableViewHeaderFooterView else { return }
    headerFooterPool.enqueue(headerFooter, identifier: headerFooter.reuseIdentifier)
  }
}

import Foundation
import PinframeGraphics
import PinframeViews

/// UIKit's default table metrics (iOS 13–18), per uikit-surface.md §7.1; values the reference
/// marks uncertain are approximations chosen here and listed in the "Tables and collections" article:
///
/// | | plain | grouped, insetGrouped |
/// |---|---|---|
/// | row | 44 | 44 |
/// | header with a title | 28 | 38 |
/// | header without one | 0 | 35 (first section), 17.5 |
/// | footer with a title | 28 | 38 |
/// | footer without one | 0 | 17.5 |
/// | separators | under every row | between rows |
///
/// Cell margins are 16 points, 20 in tables 414 points wide or more, plus the safe area;
/// insetGrouped sections are inset by the same margin and rounded with a 10-point radius.
extension UITableView {
  /// The row height used when nothing gives one.
  static let standardRowHeight: CGFloat = 44
  /// The corner radius of insetGrouped sections.
  static let insetGroupedCornerRadius: CGFloat = 10

  /// The standard margin: 16 points, 20 in tables 414 points wide or more (the rule of a view
  /// controller's system minimum margins).
  var standardMargin: CGFloat { UIViewController.systemMinimumSideMargin(forWidth: bounds.width) }

  /// The left and right cell margins: the standard margin plus the safe area.
  var cellMargins: (left: CGFloat, right: CGFloat) {
    let safe = safeAreaInsets
    return (standardMargin + safe.left, standardMargin + safe.right)
  }

  /// The horizontal extent of rows: the whole width, or inset by the cell margins in an
  /// insetGrouped table.
  var rowLane: (x: CGFloat, width: CGFloat) {
    guard style == .insetGrouped else { return (0, bounds.width) }
    let margins = cellMargins
    return (margins.left, max(bounds.width - margins.left - margins.right, 0))
  }

  /// The height of a header or footer whose height is automatic.
  func defaultHeight(section: Int, isHeader: Bool, hasTitle: Bool) -> CGFloat {
    switch (style, hasTitle) {
    case (.plain, true): 28
    case (.plain, false): 0
    case (_, true): 38
    case (_, false): isHeader && section == 0 ? 35 : 17.5
    }
  }

  /// The estimate of a row not displayed yet: the delegate's or ``estimatedRowHeight``, its
  /// automatic value resolved to ``rowHeight`` when fixed, else 44.
  func resolvedEstimate(_ estimate: CGFloat) -> CGFloat {
    guard estimate == UITableView.automaticDimension else { return estimate }
    return rowHeight == UITableView.automaticDimension ? Self.standardRowHeight : rowHeight
  }

  /// Whether rows are estimated until displayed (``estimatedRowHeight`` is not 0).
  var estimatesRows: Bool { estimatedRowHeight != 0 }
}

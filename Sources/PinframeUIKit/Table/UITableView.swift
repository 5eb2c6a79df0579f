import Foundation
import PinframeAnimation
import PinframeGraphics
import PinframeViews

/// A scrolling list of rows in sections, as UIKit's `UITableView`.
///
/// The data source gives the counts and a cell per row (dequeued from classes registered by
/// reuse identifier, reused as rows scroll out and in); the delegate gives heights, header
/// and footer views and hears about display. Only the rows that overlap the visible bounds
/// have cells (no margin), and only they are laid out and drawn: layout computes every row's
/// height — an estimate until the row is first displayed, as UIKit does — then measures the
/// rows coming into view when the height is ``automaticDimension``: from the constraints of
/// the cell's content view, or its `sizeThatFits` without any (PinLayout's self-sizing cells).
///
/// Styles, heights, margins and separators follow UIKit's iOS 13–18 defaults; where the
/// reference (uikit-surface.md §7) is uncertain, the values are documented approximations.
/// Bad input (negative counts, unregistered identifiers, invalid heights) is recorded in
/// ``dataErrors`` and warned about, never a crash.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The look of a table, as `UITableView.Style`.
  public enum Style: Int, Sendable, Hashable {
    /// Rows edge to edge, section headers floating over the rows.
    case plain = 0
    /// Sections apart on the grouped background.
    case grouped = 1
    /// Sections inset by the layout margins with rounded corners.
    case insetGrouped = 2
  }

  /// Where a row ends up when scrolled to, as `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable, Hashable {
    /// The least scroll that shows the row.
    case none = 0
    /// At the top of the visible area.
    case top = 1
    /// In the middle.
    case middle = 2
    /// At the bottom.
    case bottom = 3
  }

  /// How separators are drawn, as `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable, Hashable {
    /// None.
    case none = 0
    /// A one-pixel line under each row.
    case singleLine = 1
    /// The same as ``singleLine`` since iOS 7.
    case singleLineEtched = 2
  }

  /// The value that asks for a height from the content, as UIKit's `automaticDimension` (−1).
  public static let automaticDimension: CGFloat = -1

  /// The table's style, set at creation.
  public let style: Style
  /// The object that gives the rows.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }
  /// The height of every row whose delegate gives none (automatic by default: the cells'
  /// `sizeThatFits` when estimating, else 44).
  open var rowHeight = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// The estimate of rows not displayed yet (automatic: 44, or ``rowHeight`` when fixed);
  /// 0 turns estimation off: every row's height is asked at reload.
  open var estimatedRowHeight = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// The height of every section header whose delegate gives none.
  open var sectionHeaderHeight = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// The height of every section footer whose delegate gives none.
  open var sectionFooterHeight = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// The estimated header height (stored: Pinframe computes headers exactly).
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension
  /// The estimated footer height (stored).
  open var estimatedSectionFooterHeight = UITableView.automaticDimension
  /// Space above each section header (automatic: none, the iOS 14 look).
  open var sectionHeaderTopPadding = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// How separators are drawn.
  open var separatorStyle = SeparatorStyle.singleLine {
    didSet { setNeedsLayout() }
  }
  /// The separators' colour (UIKit's `separator` by default).
  open var separatorColor: UIColor? = .separator {
    didSet { setNeedsLayout() }
  }
  /// A view above the first section; its height is kept, its width set to the table's.
  open var tableHeaderView: View? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section; any footer (even an empty `UIView()`) hides the
  /// separators UIKit draws under the last row of a plain table.
  open var tableFooterView: View? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether several rows can be selected at once.
  open var allowsMultipleSelection = false
  /// Bad input met since the last ``reloadData()``, in order.
  public internal(set) var dataErrors: [ListDataError] = []

  /// The separator inset set on the table, if any.
  var explicitSeparatorInset: EdgeInsets?
  /// The registered cell classes and the cells waiting for reuse.
  var cellPool = ReusePool<UITableViewCell>()
  /// The registered header and footer classes and the views waiting for reuse.
  var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
  /// Where everything is.
  var geometry = TableGeometry()
  /// Whether counts and heights are asked again at the next layout.
  var needsReload = true
  /// The cells on screen, by row.
  var displayedCells: [IndexPath: UITableViewCell] = [:]
  /// Cells made for measuring rows, not displayed yet.
  var preparedCells: [IndexPath: UITableViewCell] = [:]
  /// The header and footer views on screen, by section.
  var displayedHeaders: [Int: View] = [:]
  var displayedFooters: [Int: View] = [:]
  /// Header and footer views made to measure automatic heights at reload.
  var preparedHeaderFooters: [SupplementKey: View] = [:]
  /// The selected rows.
  var selectedRows: Set<IndexPath> = []
  /// The content area kept displayed while an animated scroll runs (its start and end).
  var animatedScrollArea: CGRect?
  /// Whether a layout pass of the table is running (offset changes then need no new pass).
  var isLayingOutRows = false
  /// The adjusted inset the offset was last at rest against.
  var restingInset = EdgeInsets.zero

  /// Creates a table of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The separators' inset: the value set, else the standard cell margin (16 or 20) on the
  /// left.
  open var separatorInset: EdgeInsets {
    get {
      explicitSeparatorInset ?? EdgeInsets(top: 0, left: cellMargins.left, bottom: 0, right: 0)
    }
    set {
      explicitSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  /// The point of the content at the top-left corner; a change lays out the rows again.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      super.contentOffset = newValue
      if !isLayingOutRows { setNeedsLayout() }
    }
  }

  /// Keeps the rows of an animated scroll's start and end displayed while it runs.
  open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    if animated { animatedScrollArea = scrollSpan(to: contentOffset) }
    super.setContentOffset(contentOffset, animated: animated)
  }

  /// Asks the data source and delegate again for everything at the next layout pass; the
  /// cells on screen go back to the reuse queues.
  open func reloadData() {
    needsReload = true
    setNeedsLayout()
  }

  /// Measures the rows coming into view and places the cells, headers and footers.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  /// Draws the separators UIKit draws under the last row of a plain table without a footer.
  open override func draw(_ rect: CGRect) {
    drawTrailingSeparators(in: rect)
  }

  /// Keeps an offset at rest against the top-left inset when the inset changes (a new table
  /// starts at −`adjustedContentInset`, as UIKit's).
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    restingInset = keepOffsetAtRest(previousInset: restingInset)
  }

  /// Stops keeping an animated scroll's start displayed.
  override func animatedScrollDidEnd() {
    animatedScrollArea = nil
    setNeedsLayout()
  }

  /// Adds a table header or footer view, removing the one it replaces.
  private func replaceAccessoryView(_ old: View?, with new: View?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    setNeedsLayout()
  }
}

/// A section's header or footer.
struct SupplementKey: Hashable {
  var section: Int
  var isHeader: Bool
}

import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

/// A row of a table view, as UIKit's `UITableViewCell`: subviews go in ``contentView``; the
/// standard styles lay out ``textLabel``, ``detailTextLabel`` and ``imageView``; an accessory
/// (a drawn ``accessoryType`` or an ``accessoryView``) takes its width out of the content view.
///
/// The table view gives the cell its frame, layout margins (which already include the table's
/// safe area, so the cell does not add its own), separator and the background of its style
/// (drawn while `View/backgroundColor` is `nil`); a selected or highlighted cell with a
/// ``selectionStyle`` is drawn on UIKit's grey selection colour.
///
/// Cells are dequeued by class: a subclass keeps UIKit's designated initializers
/// (`init(style:reuseIdentifier:)` and `init?(coder:)`, or none) so that the table can make it.
@preconcurrency @MainActor
open class UITableViewCell: View, OverlayDrawingView, SafeAreaInclusiveLayoutMargins {
  /// The standard layouts of a cell's labels, as `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable, Hashable {
    /// A text label on the left, after the optional image.
    case `default` = 0
    /// A text label on the left and a grey detail label on the right.
    case value1 = 1
    /// A right-aligned blue text label in a narrow column, the detail label after it.
    case value2 = 2
    /// A text label over a detail label.
    case subtitle = 3
  }

  /// What a selected cell looks like, as `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable, Hashable {
    /// Not drawn as selected.
    case none = 0
    /// Grey since iOS 7.
    case blue = 1
    /// Grey.
    case gray = 2
    /// Grey.
    case `default` = 3
  }

  /// The standard accessories drawn at a cell's trailing edge, as
  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable, Hashable {
    /// None.
    case none = 0
    /// A grey chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark in the tint colour.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// The style of the standard labels.
  let style: CellStyle
  /// The identifier the cell is reused under.
  public private(set) var reuseIdentifier: String?
  /// The view that holds the cell's content: add subviews here.
  public let contentView: View

  /// The standard accessory drawn when ``accessoryView`` is `nil`.
  open var accessoryType = AccessoryType.none {
    didSet { if accessoryType != oldValue { setNeedsLayout() } }
  }
  /// A view shown at the trailing edge instead of the accessory type (a switch, say).
  open var accessoryView: View? {
    didSet {
      guard accessoryView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  /// How the cell looks selected.
  open var selectionStyle = SelectionStyle.default
  /// A view behind the content (filling the cell).
  open var backgroundView: View? {
    didSet { replaceBackground(oldValue, with: backgroundView) }
  }
  /// A view behind the content while the cell is selected or highlighted.
  open var selectedBackgroundView: View? {
    didSet { replaceBackground(oldValue, with: selectedBackgroundView) }
  }

  /// The stored selection state (see ``setSelected(_:animated:)``).
  private var selectedState = false
  /// The stored highlight state (see ``setHighlighted(_:animated:)``).
  private var highlightedState = false
  /// The separator inset set on the cell, if any.
  private var explicitSeparatorInset: EdgeInsets?
  /// The standard labels and image view, made on first use.
  var _textLabel: UILabel?
  var _detailTextLabel: UILabel?
  var _imageView: UIImageView?
  /// What the table view gives the cell to draw: the background of its style and the
  /// separator (the content view leaves the separator's pixel free, as UIKit's).
  var listAppearance = ListCellAppearance.standalone {
    didSet {
      guard (oldValue.separatorColor == nil) != (listAppearance.separatorColor == nil) else {
        return
      }
      setNeedsLayout()
    }
  }

  /// Creates a cell of a standard style to be reused under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = View()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.frame = bounds
    addSubview(contentView)
    layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
  }

  /// Creates a cell of the default style, not for reuse, 320 × 44 as UIKit's.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame == .zero ? CGRect(x: 0, y: 0, width: 320, height: 44) : frame
  }

  /// Makes a cell of the receiving class for a table's reuse queue: the default style, through
  /// `init(style:reuseIdentifier:)` (so a subclass's override of it runs).
  public required convenience init(dequeuedWithReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The main label, made on first use.
  open var textLabel: UILabel? {
    if let _textLabel { return _textLabel }
    let label = makeLabel(role: .text)
    _textLabel = label
    return label
  }

  /// The secondary label of the value and subtitle styles (`nil` for the default style).
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let _detailTextLabel { return _detailTextLabel }
    let label = makeLabel(role: .detail)
    _detailTextLabel = label
    return label
  }

  /// The image view at the leading edge, made on first use.
  open var imageView: UIImageView? {
    if let _imageView { return _imageView }
    let view = UIImageView(image: nil)
    contentView.addSubview(view)
    _imageView = view
    setNeedsLayout()
    return view
  }

  /// Where the separator under the cell starts and ends: the value set on the cell, else the
  /// table's (only left and right count).
  open var separatorInset: EdgeInsets {
    get { explicitSeparatorInset ?? listAppearance.separatorInset }
    set { explicitSeparatorInset = newValue }
  }

  /// Whether the separator inset was set on the cell.
  var hasOwnSeparatorInset: Bool { explicitSeparatorInset != nil }

  /// Whether the cell is selected; drawn on the selection colour unless the style is `.none`.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell is highlighted (drawn as when selected).
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Sets the selection state; override it to restyle the content (call `super`).
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedState = selected
    selectedBackgroundView?.isHidden = !showsSelection
  }

  /// Sets the highlight state; override it to restyle the content (call `super`).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedState = highlighted
    selectedBackgroundView?.isHidden = !showsSelection
  }

  /// Called before the table hands the cell out again.
  ///
  /// Override it to reset state that is not content. The default does nothing.
  open func prepareForReuse() {}

  /// Lays out the content view beside the accessory, the background views, and the standard
  /// labels and image view of the cell's style.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutCellContent()
  }

  /// The height the standard labels need with UIKit's 11-pt top and bottom margins, at least
  /// 44 points (the standard row), at `size.width`; subclasses that size themselves override
  /// it, as PinLayout's examples do.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: standardHeight(width: size.width))
  }

  /// Draws the background of the table's style (without a background colour), the selection
  /// colour, and the standard accessory.
  open override func draw(_ rect: CGRect) {
    drawBackgroundAndAccessory(in: rect)
  }

  /// Draws the separator over the content.
  package func drawOverlay(_ rect: CGRect) {
    drawSeparator(in: rect)
  }

  /// The reuse identifier and the standard labels' texts, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    var attributes: [(name: String, value: String)] = []
    if let reuseIdentifier { attributes.append(("reuseIdentifier", "\"\(reuseIdentifier)\"")) }
    if isSelected { attributes.append(("selected", "true")) }
    return attributes
  }

  /// Whether the selection colour or view shows.
  var showsSelection: Bool {
    (selectedState || highlightedState) && selectionStyle != .none
  }

  private func replaceBackground(_ old: View?, with new: View?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    guard let new else { return }
    insertSubview(new, at: new === selectedBackgroundView && backgroundView != nil ? 1 : 0)
    if new === selectedBackgroundView { new.isHidden = !showsSelection }
    setNeedsLayout()
  }
}

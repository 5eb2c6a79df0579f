import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

/// A section header or footer of a table view, as UIKit's `UITableViewHeaderFooterView`:
/// subviews go in ``contentView``; the table shows its section titles in ``textLabel``.
///
/// The table gives it layout margins that already include its safe area, so it does not add its
/// own.
///
/// Headers and footers are dequeued by class: a subclass keeps UIKit's designated
/// initializers (`init(reuseIdentifier:)` and `init?(coder:)`, or none).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: View, SafeAreaInclusiveLayoutMargins {
  /// The identifier the view is reused under.
  public private(set) var reuseIdentifier: String?
  /// The view that holds the content: add subviews here.
  public let contentView: View
  /// A view behind the content, filling the view.
  open var backgroundView: View? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }
  /// The title label, made on first use.
  var _textLabel: UILabel?
  /// How the table shows titles in this view: the style's font, colour and placement.
  var titleStyle = SectionTitleStyle.plainHeader

  /// Creates a view to be reused under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = View()
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view that is not reused.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Makes a view of the receiving class for a table's reuse queue, through
  /// `init(reuseIdentifier:)` (so a subclass's override of it runs).
  public required convenience init(dequeuedWithReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The label showing the section's title, made on first use.
  open var textLabel: UILabel? {
    if let _textLabel { return _textLabel }
    let label = UILabel()
    label.numberOfLines = 0
    contentView.addSubview(label)
    _textLabel = label
    applyTitleStyle()
    setNeedsLayout()
    return label
  }

  /// Called before the table hands the view out again; the default does nothing.
  open func prepareForReuse() {}

  /// Fills the content view and background view with the bounds and places the title label
  /// as the table's style does.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    guard let label = _textLabel else { return }
    label.frame = titleStyle.labelFrame(for: label, in: bounds, margins: layoutMargins)
  }

  /// Fills the background of the table's style while the view has no background colour or
  /// background view.
  open override func draw(_ rect: CGRect) {
    guard backgroundColor == nil, backgroundView == nil, let fill = titleStyle.background,
      let context = UIGraphicsGetCurrentContext()
    else { return }
    context.setFillColor(fill.resolvedValue(with: traitCollection))
    context.fill(bounds)
  }

  /// The title's text and the reuse identifier, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    reuseIdentifier.map { [("reuseIdentifier", "\"\($0)\"")] } ?? []
  }

  /// Gives the title label the style's font and colour (and the view its background).
  func applyTitleStyle() {
    guard let label = _textLabel else { return }
    label.font = titleStyle.font
    label.textColor = titleStyle.textColor
  }
}

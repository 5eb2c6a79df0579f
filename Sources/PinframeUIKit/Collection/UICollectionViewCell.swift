import Foundation
import PinframeGraphics
import PinframeViews

/// An item of a collection view, as UIKit's `UICollectionViewCell`: subviews go in
/// ``contentView``, which fills the cell; a ``selectedBackgroundView`` shows while the cell is
/// selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content: add subviews here.
  public let contentView = View()
  /// A view behind the content.
  open var backgroundView: View? {
    didSet { replace(oldValue, with: backgroundView, at: 0) }
  }
  /// A view behind the content while the cell is selected or highlighted.
  open var selectedBackgroundView: View? {
    didSet {
      replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
  }
  /// Whether the cell is selected (its selected background view shows).
  open var isSelected = false {
    didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
  }
  /// Whether the cell is highlighted.
  open var isHighlighted = false {
    didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
  }

  /// Creates a cell with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Fills the cell with the content view and the background views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
  }

  /// The content view: its constraints size a self-sizing cell.
  override var sizingContent: View { contentView }

  private func replace(_ old: View?, with new: View?, at index: Int) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { insertSubview(new, at: index) }
    setNeedsLayout()
  }
}

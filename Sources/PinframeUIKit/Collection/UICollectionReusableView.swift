import Foundation
import PinframeGraphics
import PinframeViews

/// A view a collection view places and reuses (a header, a footer, or a cell's base), as
/// UIKit's `UICollectionReusableView`.
///
/// Views are dequeued by class: a subclass keeps UIKit's designated initializers
/// (`init(frame:)` and `init?(coder:)`, or none) so that the collection view can make it.
@preconcurrency @MainActor
open class UICollectionReusableView: View {
  /// The identifier the view is reused under.
  public internal(set) var reuseIdentifier: String?

  /// Creates a view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Makes a view of the receiving class for a collection view's reuse queue, through
  /// `init(frame:)` (so a subclass's override of it runs).
  public required convenience init(dequeuedWithReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Called before the collection view hands the view out again; the default does nothing.
  open func prepareForReuse() {}

  /// The attributes the view prefers, given the layout's, as UIKit's: when constraints place
  /// the subviews of its content (a cell's content view), the size they give nearest the
  /// layout's size at the fitting priority (`systemLayoutSizeFitting(_:)`); otherwise the size
  /// `sizeThatFits` gives for the layout's size.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let content = sizingContent
    layoutAttributes.size =
      content.constrainsSubviews
      ? content.systemLayoutSizeFitting(layoutAttributes.size)
      : sizeThatFits(layoutAttributes.size)
    return layoutAttributes
  }

  /// The view whose constraints size the view: itself (a cell's content view).
  var sizingContent: View { self }

  /// Called with the layout's attributes before the view is placed; the default does nothing.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The reuse identifier, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    reuseIdentifier.map { [("reuseIdentifier", "\"\($0)\"")] } ?? []
  }
}

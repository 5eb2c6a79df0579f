import Pinframe
import PinframeSpec

/// A view of a spec: it knows its spec id and layout chain, and its `layoutSubviews` runs its
/// subviews' chains in document order, as UIKit code would.
///
/// Because layout lives in `layoutSubviews`, `setNeedsLayout()` and `layoutIfNeeded()` behave
/// as in UIKit: a layout pass runs parents before children, and a relayout inside
/// `UIView.animate` animates the frames the chains compute. ``SpecView`` is a plain view,
/// ``SpecLabel`` a label.
@MainActor
public protocol SpecNode: View {
  /// The view's spec id; `nil` for the canvas's root view.
  var id: String? { get }
  /// The chain that lays the view out, or `nil` to keep its frame.
  var chain: PinChain? { get }
}

/// What the scene keeps on each of its views.
@MainActor
protocol SceneNode: SpecNode {
  var chain: PinChain? { get set }
  /// The scene that runs the chains.
  var scene: SpecScene? { get set }
  /// The border colour, which may be dynamic: `layer.borderColor` holds it resolved.
  var borderColor: UIColor? { get set }
}

/// A plain view of a spec.
public final class SpecView: View, SceneNode {
  /// The view's spec id; `nil` for the canvas's root view.
  public let id: String?
  /// The chain that lays the view out, or `nil` to keep its frame.
  public internal(set) var chain: PinChain?
  /// The scene that runs the chains.
  weak var scene: SpecScene?
  /// The border colour, which may be dynamic: `layer.borderColor` holds it resolved.
  var borderColor: UIColor?

  /// Creates a view for the spec view `id` (`nil` for the root).
  init(id: String?) {
    self.id = id
    super.init(frame: .zero)
    debugName = id
  }

  /// Unavailable: spec views are made from specs, never from archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Runs each subview's chain, in document order.
  public override func layoutSubviews() {
    scene?.layoutSubviews(of: self)
  }

  /// Resolves the border colour again with the new traits, as UIKit code does for a layer's
  /// colours (the background colour follows the traits by itself).
  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveBorderColor()
  }
}

extension SceneNode {
  /// Sets `layer.borderColor` to the border colour resolved with the current traits.
  func resolveBorderColor() {
    if let borderColor { layer.borderColor = borderColor.cgColor }
  }

  /// Sets the properties `properties` holds; those it leaves out keep their values.
  func apply(_ properties: ViewProperties) {
    if let color = properties.backgroundColor { backgroundColor = color }
    if let alpha = properties.alpha { self.alpha = CGFloat(alpha) }
    if let hidden = properties.isHidden { isHidden = hidden }
    if let clips = properties.clipsToBounds { clipsToBounds = clips }
    if let radius = properties.cornerRadius { layer.cornerRadius = radius }
    if let width = properties.borderWidth { layer.borderWidth = width }
    if let color = properties.borderColor {
      borderColor = color
      layer.borderColor = color.resolvedColor(with: traitCollection).cgColor
    }
    if let frame = properties.frame { self.frame = frame }
    if let pin = properties.pin { chain = pin }
    if let transform = properties.transform { self.transform = transform.affineTransform }
  }
}

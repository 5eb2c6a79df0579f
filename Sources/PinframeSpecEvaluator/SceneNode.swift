import Pinframe
import PinframeSpec

/// What a scene knows of one of its views beyond the view itself: the spec id, the chain that
/// lays the view out, and the border colour, which may be dynamic (`layer.borderColor` holds
/// it resolved with the view's traits).
///
/// The views are UIKit's own (`UIView`, `UILabel`, `UIImageView`, `UIButton`, …), never
/// subclassed: the scene runs their subviews' chains from a layout handler attached to each,
/// right after the view's own `layoutSubviews()`, and resolves border colours again from a
/// trait-change handler, as UIKit code does in `traitCollectionDidChange(_:)`.
struct SceneNode {
  /// The view's spec id.
  let id: String
  /// The view.
  let view: View
  /// The chain that lays the view out, or `nil` to keep its frame.
  var chain: PinChain?
  /// The border colour, resolved into `layer.borderColor`.
  var borderColor: UIColor?
}

extension SpecScene {
  /// The chain of the spec view `id` as it is now (an animation step may have replaced it).
  public func chain(of id: String) -> PinChain? {
    nodes[id]?.chain
  }

  /// Lets the scene lay out `view`'s subviews after its own layout, and resolve its border
  /// colour when its traits change.
  func attachHandlers(to view: View) {
    view.ensuredAttachments.layoutHandler = { [weak self] view in
      self?.layoutSubviews(of: view)
    }
    view.ensuredAttachments.traitChangeHandler = { [weak self] view in
      self?.resolveBorderColor(of: view)
    }
  }

  /// The node of `view`, when it is one of the spec's views.
  func node(of view: View) -> SceneNode? {
    nodeIDs[ObjectIdentifier(view)].flatMap { nodes[$0] }
  }

  /// Sets `layer.borderColor` to the border colour resolved with the current traits.
  private func resolveBorderColor(of view: View) {
    if let color = node(of: view)?.borderColor { view.layer.borderColor = color.cgColor }
  }

  /// Sets the properties `properties` holds on view `id`; those it leaves out keep their
  /// values.
  func apply(_ properties: ViewProperties, to id: String) {
    guard var node = nodes[id] else { return }
    let view = node.view
    if let color = properties.backgroundColor { view.backgroundColor = color }
    if let alpha = properties.alpha { view.alpha = CGFloat(alpha) }
    if let hidden = properties.isHidden { view.isHidden = hidden }
    if let clips = properties.clipsToBounds { view.clipsToBounds = clips }
    if let radius = properties.cornerRadius { view.layer.cornerRadius = radius }
    if let width = properties.borderWidth { view.layer.borderWidth = width }
    if let color = properties.borderColor {
      node.borderColor = color
      view.layer.borderColor = color.resolvedColor(with: view.traitCollection).cgColor
    }
    if let frame = properties.frame { view.frame = frame }
    if let pin = properties.pin { node.chain = pin }
    if let transform = properties.transform { view.transform = transform.affineTransform }
    nodes[id] = node
  }
}

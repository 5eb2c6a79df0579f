import Pinframe
import PinframeSpec

/// A label of a spec (`"type": "label"`): a real `UILabel` whose `layoutSubviews` runs its
/// subviews' chains, as ``SpecView``'s does.
public final class SpecLabel: UILabel, SceneNode {
  /// The view's spec id.
  public let id: String?
  /// The chain that lays the label out, or `nil` to keep its frame.
  public internal(set) var chain: PinChain?
  /// The scene that runs the chains.
  weak var scene: SpecScene?
  /// The border colour, which may be dynamic: `layer.borderColor` holds it resolved.
  var borderColor: UIColor?

  /// Creates the label `id` showing what `label` says.
  init(id: String, label: LabelSpec) {
    self.id = id
    super.init(frame: .zero)
    debugName = id
    text = label.text
    if let font = label.font { self.font = font }
    if let color = label.textColor { textColor = color }
    if let alignment = label.textAlignment { textAlignment = alignment }
    if let lines = label.numberOfLines { numberOfLines = lines }
    if let mode = label.lineBreakMode { lineBreakMode = mode }
  }

  /// Unavailable: spec labels are made from specs, never from archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Runs each subview's chain, in document order.
  public override func layoutSubviews() {
    scene?.layoutSubviews(of: self)
  }

  /// Resolves the border colour again with the new traits.
  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveBorderColor()
  }
}

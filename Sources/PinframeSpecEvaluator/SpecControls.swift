import Pinframe
import PinframeSpec

/// A button of a spec (`"type": "button"`): a real `UIButton` whose `layoutSubviews` places its
/// title and image, then runs its subviews' chains, as ``SpecView``'s does.
public final class SpecButton: UIButton, SceneNode {
  /// The view's spec id.
  public internal(set) var id: String?
  /// The chain that lays the button out, or `nil` to keep its frame.
  public internal(set) var chain: PinChain?
  /// The scene that runs the chains.
  weak var scene: SpecScene?
  /// The border colour, which may be dynamic: `layer.borderColor` holds it resolved.
  var borderColor: UIColor?

  /// Unavailable: spec buttons are made by the scene with ``UIButton/init(type:)``.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A button with a frame (the scene makes them with ``UIButton/init(type:)``).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Places the title and image, then runs each subview's chain, in document order.
  public override func layoutSubviews() {
    super.layoutSubviews()
    scene?.layoutSubviews(of: self)
  }

  /// Resolves the border colour again with the new traits.
  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveBorderColor()
  }
}

/// A switch of a spec (`"type": "switch"`): a real `UISwitch`.
public final class SpecSwitch: UISwitch, SceneNode {
  /// The view's spec id.
  public internal(set) var id: String?
  /// The chain that lays the switch out, or `nil` to keep its frame.
  public internal(set) var chain: PinChain?
  /// The scene that runs the chains.
  weak var scene: SpecScene?
  /// The border colour, which may be dynamic: `layer.borderColor` holds it resolved.
  var borderColor: UIColor?

  /// Keeps the switch's size, then runs each subview's chain, in document order.
  public override func layoutSubviews() {
    super.layoutSubviews()
    scene?.layoutSubviews(of: self)
  }

  /// Resolves the border colour again with the new traits.
  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveBorderColor()
  }
}

/// A segmented control of a spec (`"type": "segmented"`): a real `UISegmentedControl`.
public final class SpecSegmentedControl: UISegmentedControl, SceneNode {
  /// The view's spec id.
  public internal(set) var id: String?
  /// The chain that lays the control out, or `nil` to keep its frame.
  public internal(set) var chain: PinChain?
  /// The scene that runs the chains.
  weak var scene: SpecScene?
  /// The border colour, which may be dynamic: `layer.borderColor` holds it resolved.
  var borderColor: UIColor?

  /// Places the segments' titles, then runs each subview's chain, in document order.
  public override func layoutSubviews() {
    super.layoutSubviews()
    scene?.layoutSubviews(of: self)
  }

  /// Resolves the border colour again with the new traits.
  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveBorderColor()
  }
}

/// A text field of a spec (`"type": "textField"`): a real `UITextField`.
public final class SpecTextField: UITextField, SceneNode {
  /// The view's spec id.
  public internal(set) var id: String?
  /// The chain that lays the field out, or `nil` to keep its frame.
  public internal(set) var chain: PinChain?
  /// The scene that runs the chains.
  weak var scene: SpecScene?
  /// The border colour, which may be dynamic: `layer.borderColor` holds it resolved.
  var borderColor: UIColor?

  /// Places the text, then runs each subview's chain, in document order.
  public override func layoutSubviews() {
    super.layoutSubviews()
    scene?.layoutSubviews(of: self)
  }

  /// Resolves the border colour again with the new traits.
  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveBorderColor()
  }
}

import Foundation
import PinframeGraphics
import PinframeViews

/// The base of views that send actions when touched, as UIKit's `UIControl`: enabled,
/// selected and highlighted states, content alignment, and actions (closures or target
/// methods) run for events.
///
/// Nothing touches a control on Linux: ``sendActions(for:)`` is the tap (a button's
/// `.touchUpInside` also sends `.primaryActionTriggered`, as a real tap does). A change of
/// ``isEnabled``, ``isSelected`` or ``isHighlighted`` restyles the control and asks for layout.
@preconcurrency @MainActor
open class UIControl: View {
  /// What runs for which events, in the order it was added.
  var dispatchTable: [ControlDispatchEntry] = []

  /// Whether the control takes touches; a disabled control is drawn dimmed.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { controlStateDidChange() } }
  }

  /// Whether the control is selected (a selected system button is drawn filled with its tint).
  open var isSelected = false {
    didSet { if isSelected != oldValue { controlStateDidChange() } }
  }

  /// Whether a finger is on the control; set it to see the pressed look.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { controlStateDidChange() } }
  }

  /// Where content goes across (centred by default).
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
    didSet { setNeedsLayout() }
  }

  /// Where content goes up and down (centred by default).
  open var contentVerticalAlignment = ContentVerticalAlignment.center {
    didSet { setNeedsLayout() }
  }

  /// Whether a touch is being tracked: always `false`, nothing touches a control on Linux.
  public var isTracking: Bool { false }
  /// Whether the tracked touch is inside: always `false`, nothing touches a control on Linux.
  public var isTouchInside: Bool { false }

  /// The control's state: `.normal`, or the combination of `.highlighted`, `.disabled` and
  /// `.selected` its flags make.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Creates a control with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control with a frame that runs `primaryAction` for `.primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Registers `action` for `.primaryActionTriggered` (a button also shows its title and
  /// image).
  func adoptPrimaryAction(_ action: UIAction) {
    addAction(action, for: .primaryActionTriggered)
  }

  /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed.
  ///
  /// Controls restyle their content here; the default asks for layout.
  func controlStateDidChange() {
    setNeedsLayout()
  }

  /// The event that also sends `.primaryActionTriggered`: `.touchUpInside` for buttons,
  /// `.valueChanged` for value controls, none by default.
  var primaryActionEvent: Event { [] }

  /// The colour to draw tinted parts in, resolved with the traits: the tint colour.
  var resolvedTint: Color {
    tintColor.resolvedValue(with: traitCollection)
  }

  /// `color` resolved with the control's traits.
  func resolved(_ color: UIColor) -> Color {
    color.resolvedValue(with: traitCollection)
  }
}

import Foundation
import PinframeGraphics
import PinframeImage

/// Values a button keeps per control state, with UIKit's fallback: a state without its own
/// value uses the `.normal` one.
struct ButtonStateValues<Value> {
  private var values: [UInt: Value] = [:]

  /// The value set for exactly `state`, if any.
  func exact(_ state: UIControl.State) -> Value? {
    values[state.rawValue]
  }

  /// The value for `state`, else the `.normal` one.
  subscript(state: UIControl.State) -> Value? {
    get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
  }

  /// Sets (or with `nil` removes) the value for exactly `state`.
  mutating func set(_ value: Value?, for state: UIControl.State) {
    values[state.rawValue] = value
  }
}

extension UIButton {
  /// Sets the title shown in `state` (`nil` falls back to the `.normal` title).
  public func setTitle(_ title: String?, for state: UIControl.State) {
    titles.set(title, for: state)
    contentDidChange()
  }

  /// The title for `state`, else the `.normal` one.
  public func title(for state: UIControl.State) -> String? {
    titles[state]
  }

  /// Sets the attributed title shown in `state`; it wins over the plain title.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles.set(title, for: state)
    contentDidChange()
  }

  /// The attributed title for `state`, else the `.normal` one.
  public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state]
  }

  /// Sets the title colour for `state`.
  public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors.set(color, for: state)
    contentDidChange()
  }

  /// The title colour for `state`: the one set for it, else UIKit's default for a system
  /// button that is disabled (`.tertiaryLabel`) or selected (`.systemBackground`, on the tint
  /// fill), else the `.normal` one, else the tint colour for a system button.
  public func titleColor(for state: UIControl.State) -> UIColor? {
    if let exact = titleColors.exact(state) { return exact }
    if isSystemStyled, state.contains(.disabled) { return .tertiaryLabel }
    if buttonType == .system, state.contains(.selected) { return .systemBackground }
    return titleColors[.normal] ?? (isSystemStyled ? tintColor : nil)
  }

  /// Sets the colour of the title's shadow for `state`.
  public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    titleShadowColors.set(color, for: state)
    contentDidChange()
  }

  /// The title shadow colour for `state`, else the `.normal` one.
  public func titleShadowColor(for state: UIControl.State) -> UIColor? {
    titleShadowColors[state]
  }

  /// Sets the image shown in `state`, beside the title.
  public func setImage(_ image: UIImage?, for state: UIControl.State) {
    images.set(image, for: state)
    contentDidChange()
  }

  /// The image for `state`, else the `.normal` one (a symbol type's own image last).
  public func image(for state: UIControl.State) -> UIImage? {
    images[state] ?? Self.typeImage(for: buttonType)
  }

  /// Sets the image stretched behind the content in `state` (use a resizable image).
  public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages.set(image, for: state)
    contentDidChange()
  }

  /// The background image for `state`, else the `.normal` one.
  public func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state]
  }

  /// The title shown now.
  public var currentTitle: String? { title(for: state) }
  /// The attributed title shown now.
  public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The title colour now (see ``titleColor(for:)``); a custom button's default is white.
  public var currentTitleColor: UIColor {
    titleColor(for: state) ?? .white
  }
  /// The title shadow colour now.
  public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
  /// The image shown now.
  public var currentImage: UIImage? { image(for: state) }
  /// The background image shown now.
  public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

}

/// A button of a spec (`"type": "button"`).
public struct ButtonSpec: Sendable, Hashable {
  /// How a spec button looks: a legacy button type or an iOS 15 configuration style.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// `UIButton(type: .system)` (the default).
    case system
    /// `UIButton(type: .close)`.
    case close
    /// `UIButton(type: .detailDisclosure)`.
    case detailDisclosure
    /// `UIButton(type: .contactAdd)`.
    case contactAdd
    /// `UIButton.Configuration.plain()`.
    case plain
    /// `UIButton.Configuration.gray()`.
    case gray
    /// `UIButton.Configuration.tinted()`.
    case tinted
    /// `UIButton.Configuration.filled()`.
    case filled
    /// `UIButton.Configuration.borderless()`.
    case borderless
    /// `UIButton.Configuration.bordered()`.
    case bordered
    /// `UIButton.Configuration.borderedTinted()`.
    case borderedTinted
    /// `UIButton.Configuration.borderedProminent()`.
    case borderedProminent
  }

  /// The title.
  public var title: String?
  /// The SF Symbol whose placeholder the button shows (`"systemImage"`).
  public var systemImage: String?
  /// The style (`.system` by default).
  public var style: Style
  /// Whether the button is selected (`"selected"`).
  public var isSelected: Bool?

  /// Creates a button's properties.
  public init(
    title: String? = nil, systemImage: String? = nil, style: Style = .system,
    isSelected: Bool? = nil
  ) {
    self.title = title
    self.systemImage = systemImage
    self.style = style
    self.isSelected = isSelected
  }
}

import Foundation
import PinframeImage
import PinframeText

extension UIButton {
  /// The kinds of button, as UIKit's `UIButton.ButtonType`, with its raw values.
  public enum ButtonType: Int, Sendable, Hashable {
    /// No styling: white titles, images as they are (`UIButton(frame:)`'s type).
    case custom = 0
    /// The system look: titles and images in the tint colour, faded while highlighted.
    case system = 1
    /// An "i" in a circle (a symbol placeholder).
    case detailDisclosure = 2
    /// An "i" in a circle for dark content (a symbol placeholder).
    case infoLight = 3
    /// An "i" in a circle for light content (a symbol placeholder).
    case infoDark = 4
    /// A "+" in a circle (a symbol placeholder).
    case contactAdd = 5
    /// A plain button (tvOS); drawn as `.system`.
    case plain = 6
    /// A close button: an "×" in a grey circle, 30 × 30.
    case close = 7

    /// The system type's old name.
    public static let roundedRect = ButtonType.system
  }

  /// The font of legacy buttons' titles: the 15 pt system font.
  static let titleFontSize: CGFloat = 15
  /// The side of a close button.
  static let closeButtonSide: CGFloat = 30

  /// Whether the type draws titles and images in the tint colour.
  var isSystemStyled: Bool { buttonType != .custom }

  /// The image a symbol type shows: a placeholder for its SF Symbol.
  static func typeImage(for type: ButtonType) -> UIImage? {
    switch type {
    case .detailDisclosure, .infoLight, .infoDark: UIImage(systemName: "info.circle")
    case .contactAdd: UIImage(systemName: "plus.circle")
    case .custom, .system, .plain, .close: nil
    }
  }
}

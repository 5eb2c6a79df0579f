import Foundation
import PinframeGraphics

// The view's safe area, layout margins and readable content area, as insets to pin with.
extension PinLayout {
  /// The view's `safeAreaInsets`: `view.pin.all(view.pin.safeArea)`.
  public var safeArea: PEdgeInsets {
    view.safeAreaInsets
  }

  /// The view's `layoutMargins`.
  public var layoutMargins: PEdgeInsets {
    view.layoutMargins
  }

  /// The keyboard's area in the view, PinLayout's `keyboardArea`: the view's
  /// `keyboardLayoutGuide.layoutFrame`, which in Pinframe (no keyboard is ever shown) is the
  /// strip of the bottom safe area inset.
  public var keyboardArea: CGRect {
    view.keyboardLayoutGuide.layoutFrame
  }

  /// The insets of the view's readable content area (UIKit's `readableContentGuide`), or zero
  /// when that area is empty.
  public var readableMargins: PEdgeInsets {
    let area = view.readableContentFrame
    guard !area.isEmpty else { return .zero }
    let frame = view.frame
    return EdgeInsets(
      top: area.minY, left: area.minX, bottom: frame.height - area.minY - area.height,
      right: frame.width - area.minX - area.width)
  }
}

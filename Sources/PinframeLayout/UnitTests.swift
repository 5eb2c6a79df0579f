import Foundation
import PinframeViews

/// Sets the display scale frames are rounded to (PinLayout's unit-test hook); `nil` restores
/// Pinframe's device scale, 1.
@preconcurrency @MainActor
public func _pinlayoutSetUnitTest(scale: CGFloat?) {
  Pin.displayScale = scale ?? 1
}

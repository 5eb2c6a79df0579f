import Foundation

/// A recognizer of taps, as UIKit's `UITapGestureRecognizer`: a discrete gesture that
/// ``UIGestureRecognizer/sendActions()`` recognizes.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture (1, stored).
  open var numberOfTapsRequired = 1
  /// How many fingers tap (1, stored).
  open var numberOfTouchesRequired = 1
}

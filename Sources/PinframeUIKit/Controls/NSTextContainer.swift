import Foundation
import PinframeText

/// The region a text view lays its text out in, as UIKit's `NSTextContainer`: the padding at
/// the ends of each line, a line limit and the line break mode.
@preconcurrency @MainActor
open class NSTextContainer {
  /// Space at each end of every line: 5 points by default, as in UIKit.
  open var lineFragmentPadding: CGFloat = 5 {
    didSet { changed?() }
  }
  /// The most lines shown; 0 (the default) for no limit.
  open var maximumNumberOfLines = 0 {
    didSet { changed?() }
  }
  /// How lines break (by word by default).
  open var lineBreakMode = NSLineBreakMode.byWordWrapping {
    didSet { changed?() }
  }
  /// Whether the container follows the text view's width; stored (it always does here).
  open var widthTracksTextView = true
  /// Whether the container follows the text view's height; stored.
  open var heightTracksTextView = false
  /// Called when a value changed (the text view lays out again).
  var changed: (() -> Void)?

  /// A container with UIKit's defaults.
  public init() {}
}

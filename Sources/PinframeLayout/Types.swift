import Foundation
import PinframeGraphics

/// PinLayout's name for edge insets; on iOS it is `UIEdgeInsets`, in Pinframe `EdgeInsets`.
public typealias PEdgeInsets = EdgeInsets

/// A horizontal alignment, used by `justify(_:)` and by the `aligned:` parameter of
/// `above(of:aligned:)`, `below(of:aligned:)` and `verticallyBetween(_:and:aligned:)`.
public enum HorizontalAlign: Sendable, Hashable {
  /// Aligns left edges (the leftmost one for several reference views).
  case left
  /// Aligns centres (the average centre for several reference views).
  case center
  /// Aligns right edges (the rightmost one for several reference views).
  case right
  /// No horizontal alignment.
  case none
  /// `.left` in a left-to-right layout, `.right` in a right-to-left one.
  case start
  /// `.right` in a left-to-right layout, `.left` in a right-to-left one.
  case end
}

/// A vertical alignment, used by `align(_:)` and by the `aligned:` parameter of
/// `left(of:aligned:)`, `right(of:aligned:)`, `before(of:aligned:)`, `after(of:aligned:)` and
/// `horizontallyBetween(_:and:aligned:)`.
public enum VerticalAlign: Sendable, Hashable {
  /// Aligns top edges (the topmost one for several reference views).
  case top
  /// Aligns centres (the average centre for several reference views).
  case center
  /// Aligns bottom edges (the bottommost one for several reference views).
  case bottom
  /// No vertical alignment.
  case none
}

/// How `sizeToFit(_:)` asks the view for its size.
public enum FitType: Sendable, Hashable {
  /// Keeps the reference width (pinned, or the current one) and takes the fitting height.
  case width
  /// Keeps the reference height (pinned, or the current one) and takes the fitting width.
  case height
  /// Like `.width`, but the width may differ from the reference width.
  case widthFlexible
  /// Like `.height`, but the height may differ from the reference height.
  case heightFlexible
  /// Takes both dimensions of `sizeThatFits(_:)` called with the current size, like UIKit's
  /// `sizeToFit()`.
  case content
}

/// Which dimensions `wrapContent(_:)` adjusts.
public enum WrapType: Sendable, Hashable {
  /// Width and height.
  case all
  /// Only the width.
  case horizontally
  /// Only the height.
  case vertically
}

/// How `start`/`end` methods, margins, alignments, anchors and edges resolve to left and right.
public enum LayoutDirection: Sendable, Hashable {
  /// Follows the view's `effectiveUserInterfaceLayoutDirection`.
  case auto
  /// Left to right: start is left.
  case ltr
  /// Right to left: start is right.
  case rtl
}

/// Which optional warnings PinLayout emits (both are on by default).
public struct ActiveWarnings: Sendable, Hashable {
  /// Warn when `horizontallyBetween`/`verticallyBetween` finds no space between the views.
  public var noSpaceAvailableBetweenViews = true
  /// Warn when `aspectRatio()` is used on an image view without an image (kept for source
  /// compatibility: Pinframe has no image view).
  public var aspectRatioImageNotSet = true

  /// Creates the default set: every warning active.
  public init() {}
}

import Foundation

// UIKit's geometry additions to `NSValue` (`NSValue(cgRect:)`, `cgRectValue`, …), which code
// reading a keyboard notification's frame uses; Foundation on Linux spells them `rect`, `point`
// and `size`.
extension NSValue {
  /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// A value holding `point`, as UIKit's `NSValue(cgPoint:)`.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// A value holding `size`, as UIKit's `NSValue(cgSize:)`.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// The rectangle the value holds, as UIKit's `cgRectValue`.
  public var cgRectValue: CGRect { rectValue }

  /// The point the value holds, as UIKit's `cgPointValue`.
  public var cgPointValue: CGPoint { pointValue }

  /// The size the value holds, as UIKit's `cgSizeValue`.
  public var cgSizeValue: CGSize { sizeValue }
}

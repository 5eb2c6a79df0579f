import Foundation

/// How strongly a constraint holds, as UIKit's `UILayoutPriority`: 1 to 1000, 1000 required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority's value.
  public var rawValue: Float

  /// A priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority of `rawValue`, as UIKit's `UILayoutPriority(_:)`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A priority written as a literal, `750`.
  public init(floatLiteral value: Float) { rawValue = value }

  /// A priority written as a literal, `750`.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a button's resistance to compression.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510: a drag that may resize the scene.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500: the scene's size holding still.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490: a drag that may not resize the scene.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: a view's hugging of its content.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting` uses to make a size as small as it fits.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders by ``rawValue``.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority plus `value`, as in `.defaultHigh + 1`.
  public static func + (lhs: UILayoutPriority, value: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + value)
  }

  /// The priority minus `value`, as in `.required - 1`.
  public static func - (lhs: UILayoutPriority, value: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - value)
  }
}

import Foundation

/// How strongly a constraint holds, on UIKit's `UILayoutPriority` scale from 1 to 1000.
///
/// 1000 is required: the solver satisfies every required constraint or refuses the one that
/// cannot be. Below 1000 a constraint is optional, and the priorities are strictly ordered: the
/// solver first makes the errors of the highest optional priority as small as it can, then, without
/// giving any of that back, those of the next priority, and so on. So 999 beats any number of 998
/// constraints, and the errors of one priority add up (the sum of their absolute values is
/// minimised), whatever their count.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The value on UIKit's scale: greater than 0, at most 1000.
  public let value: Double

  /// A priority of `value`, or `nil` unless 0 < `value` ≤ 1000.
  public init?(_ value: Double) {
    guard value > 0, value <= 1000 else { return nil }
    self.value = value
  }

  private init(exactly value: Double) { self.value = value }

  /// 1000: the constraint must hold.
  public static let required = Priority(exactly: 1000)
  /// 750, `UILayoutPriority.defaultHigh`.
  public static let defaultHigh = Priority(exactly: 750)
  /// 250, `UILayoutPriority.defaultLow`.
  public static let defaultLow = Priority(exactly: 250)
  /// 50, `UILayoutPriority.fittingSizeLevel`.
  public static let fittingSizeLevel = Priority(exactly: 50)

  /// Whether the priority is 1000.
  public var isRequired: Bool { value >= 1000 }

  /// Orders by ``value``.
  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

  /// The value, as in `750`.
  public var description: String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

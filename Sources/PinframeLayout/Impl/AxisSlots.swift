import Foundation

/// One of the two layout axes; the rules of both are symmetric.
enum Axis {
  case horizontal
  case vertical

  /// PinLayout's name of the leading edge (left or top) in warnings.
  var leadingName: String { self == .horizontal ? "left" : "top" }
  /// PinLayout's name of the trailing edge (right or bottom) in warnings.
  var trailingName: String { self == .horizontal ? "right" : "bottom" }
  /// PinLayout's name of the centre line in warnings.
  var centerName: String { self == .horizontal ? "Horizontal Center" : "Vertical Center" }
  /// The dimension's name in warnings: width or height.
  var dimensionName: String { self == .horizontal ? "width" : "height" }
  /// The minimum's name in warnings.
  var minimumName: String { self == .horizontal ? "minWidth" : "minHeight" }
  /// The maximum's name in warnings.
  var maximumName: String { self == .horizontal ? "maxWidth" : "maxHeight" }
}

/// A line of an axis a rule pins: the leading edge (left, top), the centre or the trailing edge
/// (right, bottom).
@usableFromInline
enum AxisLine {
  case leading
  case center
  case trailing
}

/// The rules recorded for one axis.
///
/// Edge slots hold coordinates in the superview's space (a `right(10)` holds
/// `superview.width - 10`).
@usableFromInline
struct AxisSlots {
  @usableFromInline var leading: CGFloat?
  @usableFromInline var center: CGFloat?
  @usableFromInline var trailing: CGFloat?
  @usableFromInline var size: CGFloat?
  var minimum: CGFloat?
  var maximum: CGFloat?
  @usableFromInline var leadingMargin: CGFloat = 0
  @usableFromInline var trailingMargin: CGFloat = 0

  subscript(line: AxisLine) -> CGFloat? {
    get {
      switch line {
      case .leading: return leading
      case .center: return center
      case .trailing: return trailing
      }
    }
    set {
      switch line {
      case .leading: leading = newValue
      case .center: center = newValue
      case .trailing: trailing = newValue
      }
    }
  }

  // The quiet stores below are the chain methods' inlined fast path: they store what the full
  // rule would store when it has nothing to warn about, and return `false` (storing nothing)
  // otherwise, so that the full rule runs and warns.

  /// Pins `line` to `value` when it is finite and conflicts with nothing.
  @inlinable @inline(__always)
  mutating func storeQuietly(_ value: CGFloat, at line: AxisLine) -> Bool {
    guard value.isFinite else { return false }
    switch line {
    case .leading where center == nil && (leading == nil || leading == value): leading = value
    case .trailing where center == nil && (trailing == nil || trailing == value): trailing = value
    case .center where leading == nil && trailing == nil && (center == nil || center == value):
      center = value
    default: return false
    }
    return true
  }

  /// Sets the size when it is a valid dimension and no other size is set.
  @inlinable @inline(__always)
  mutating func storeQuietly(size value: CGFloat) -> Bool {
    guard value >= 0, value.isFinite, size == nil || size == value else { return false }
    size = value
    return true
  }

  /// Sets the leading (`.leading`) or trailing margin when it is finite; the last one wins.
  @inlinable @inline(__always)
  mutating func storeQuietly(margin value: CGFloat, at line: AxisLine) -> Bool {
    guard value.isFinite else { return false }
    if line == .trailing { trailingMargin = value } else { leadingMargin = value }
    return true
  }

  /// Sets both margins when the value is finite.
  @inlinable @inline(__always)
  mutating func storeQuietly(margins value: CGFloat) -> Bool {
    guard value.isFinite else { return false }
    (leadingMargin, trailingMargin) = (value, value)
    return true
  }

  /// Why `line` cannot take `value` (which ``storeQuietly(_:at:)`` refused), for the warning:
  /// an edge conflicts with a set centre and a centre with a set edge; a slot holding another
  /// value keeps it.
  func conflict(with value: CGFloat, at line: AxisLine, _ axis: Axis) -> SlotConflict? {
    if line == .center {
      if let leading { return .conflicting(axis.leadingName, leading) }
      if let trailing { return .conflicting(axis.trailingName, trailing) }
    } else if let center {
      return .conflicting(axis.centerName, center)
    }
    if let current = self[line], current != value { return .alreadySet(current) }
    return nil
  }

  /// Sets the size, or returns the other size already set, which is kept.
  mutating func store(size value: CGFloat) -> CGFloat? {
    if let size, size != value { return size }
    size = value
    return nil
  }

  /// Sets the minimum or maximum, or returns the other one already set, which is kept.
  mutating func store(limit value: CGFloat, isMaximum: Bool) -> CGFloat? {
    let current = isMaximum ? maximum : minimum
    if let current, current != value { return current }
    if isMaximum { maximum = value } else { minimum = value }
    return nil
  }

  /// `value` clamped by the minimum, then the maximum (so the maximum wins when min > max); a
  /// lone minimum or maximum gives a value where there was none.
  func clamped(_ value: CGFloat?) -> CGFloat? {
    var result = value
    if let minimum, minimum > (result ?? 0) { result = minimum }
    if let maximum, maximum < (result ?? .greatestFiniteMagnitude) { result = maximum }
    return result
  }
}

/// Why a slot kept its value instead of taking a new one.
enum SlotConflict {
  /// A line of the axis that excludes the new one is set: its name in warnings and its value.
  case conflicting(String, CGFloat)
  /// The slot holds another value.
  case alreadySet(CGFloat)
}

/// What `sizeToFit(_:)` or `aspectRatio(_:)` asked for; they share one slot.
enum AdjustSizeType {
  case fit(FitType)
  case aspectRatio(CGFloat)
}

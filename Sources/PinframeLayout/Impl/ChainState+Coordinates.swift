import Foundation
import PinframeViews

// The slot setters every public method goes through: they validate, detect conflicts (the first
// value wins) and store coordinates in the superview's space.
extension ChainState {
  /// The superview's length along `axis`, or `nil` without a superview.
  mutating func superviewLength(_ axis: Axis) -> CGFloat? {
    guard let rect = superviewRect else { return nil }
    return axis == .horizontal ? rect.width : rect.height
  }

  /// Pins a line of `axis` to `value`, a coordinate in the superview's space.
  ///
  /// An edge conflicts with a set centre and a centre with a set edge; a slot already holding
  /// another value keeps it. Both warn.
  @inline(__always)
  mutating func setLine(_ line: AxisLine, of axis: Axis, to value: CGFloat, _ context: Context) {
    if !storeQuietly(value, at: line, of: axis) { rejectLine(line, of: axis, value, context) }
  }

  /// Pins a line of `axis` to `value` when that warns about nothing (see
  /// ``AxisSlots/storeQuietly(_:at:)``).
  @inline(__always)
  mutating func storeQuietly(_ value: CGFloat, at line: AxisLine, of axis: Axis) -> Bool {
    switch axis {
    case .horizontal: horizontal.storeQuietly(value, at: line)
    case .vertical: vertical.storeQuietly(value, at: line)
    }
  }

  /// The warnings of a line that was not stored quietly (the slots keep their values).
  @inline(never)
  private mutating func rejectLine(
    _ line: AxisLine, of axis: Axis, _ value: CGFloat, _ context: Context
  ) {
    guard value.isFinite else {
      let name = lineName(line, of: axis)
      return warnWontBeApplied(
        "the \(name) coordinate (\(value)) must be a finite number.", context)
    }
    switch self[axis].conflict(with: value, at: line, axis) {
    case .conflicting(let name, let current)?:
      warnConflict(context, name, current)
    case .alreadySet(let current)? where line == .trailing:
      warnPropertyAlreadySet(superviewLength(axis).map { $0 - current } ?? current, context)
    case .alreadySet(let current)?:
      warnPropertyAlreadySet(current, context)
    case nil:
      break
    }
  }

  mutating func setPoint(
    _ point: CGPoint, vertical: AxisLine, horizontal: AxisLine, _ context: Context
  ) {
    setLine(vertical, of: .vertical, to: point.y, context)
    setLine(horizontal, of: .horizontal, to: point.x, context)
  }

  /// Sets the width or height; a negative or non-finite value warns and is ignored.
  mutating func setDimension(_ value: CGFloat, of axis: Axis, _ context: Context) {
    guard validateDimension(value, of: axis, context) else { return }
    let current: CGFloat?
    switch axis {
    case .horizontal: current = horizontal.store(size: value)
    case .vertical: current = vertical.store(size: value)
    }
    if let current { warnPropertyAlreadySet(current, context) }
  }

  /// Sets the minimum (`isMaximum == false`) or maximum width or height.
  mutating func setLimit(_ value: CGFloat, isMaximum: Bool, of axis: Axis, _ context: Context) {
    guard validateDimension(value, of: axis, context) else { return }
    let current: CGFloat?
    switch axis {
    case .horizontal: current = horizontal.store(limit: value, isMaximum: isMaximum)
    case .vertical: current = vertical.store(limit: value, isMaximum: isMaximum)
    }
    if let current {
      warnConflict(context, isMaximum ? axis.maximumName : axis.minimumName, current)
    }
  }

  /// Sets a margin; a non-finite value warns and is ignored.
  mutating func storeMargin(_ value: CGFloat, _ line: AxisLine, of axis: Axis, _ context: Context) {
    guard value.isFinite else {
      return warnWontBeApplied("the margin (\(value)) must be a finite number.", context)
    }
    switch (axis, line) {
    case (.horizontal, .trailing): horizontal.trailingMargin = value
    case (.horizontal, _): horizontal.leadingMargin = value
    case (.vertical, .trailing): vertical.trailingMargin = value
    case (.vertical, _): vertical.leadingMargin = value
    }
  }

  mutating func validateDimension(_ value: CGFloat, of axis: Axis, _ context: Context) -> Bool {
    guard value >= 0, value.isFinite else {
      warnWontBeApplied(
        "the \(axis.dimensionName) (\(value)) must be greater than or equal to zero.", context)
      return false
    }
    return true
  }

  private mutating func lineName(_ line: AxisLine, of axis: Axis) -> String {
    switch line {
    case .leading: return axis.leadingName
    case .trailing: return axis.trailingName
    case .center: return axis == .horizontal ? "hCenter" : "vCenter"
    }
  }
}

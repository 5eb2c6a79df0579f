import Foundation
import PinframeViews

// The slot setters every public method goes through: they validate, detect conflicts (the first
// value wins) and store coordinates in the superview's space.
extension PinLayout {
  /// The superview's length along `axis`, or `nil` without a superview.
  func superviewLength(_ axis: Axis) -> CGFloat? {
    guard let rect = superviewRect else { return nil }
    return axis == .horizontal ? rect.width : rect.height
  }

  /// Pins a line of `axis` to `value`, a coordinate in the superview's space.
  ///
  /// An edge conflicts with a set centre and a centre with a set edge; a slot already holding
  /// another value keeps it. Both warn.
  func setLine(_ line: AxisLine, of axis: Axis, to value: CGFloat, _ context: Context) {
    guard value.isFinite else {
      let name = lineName(line, of: axis)
      return warnWontBeApplied(
        "the \(name) coordinate (\(value)) must be a finite number.", context)
    }
    switch axis {
    case .horizontal: store(value, at: line, in: &horizontal, axis, context)
    case .vertical: store(value, at: line, in: &vertical, axis, context)
    }
  }

  private func store(
    _ value: CGFloat, at line: AxisLine, in slots: inout AxisSlots, _ axis: Axis,
    _ context: Context
  ) {
    if line == .center {
      if let leading = slots.leading {
        return warnConflict(context, axis.leadingName, leading)
      } else if let trailing = slots.trailing {
        return warnConflict(context, axis.trailingName, trailing)
      }
    } else if let center = slots.center {
      return warnConflict(context, axis.centerName, center)
    }
    if let current = slots[line], current != value {
      let shown =
        line == .trailing ? superviewLength(axis).map { $0 - current } ?? current : current
      return warnPropertyAlreadySet(shown, context)
    }
    slots[line] = value
  }

  func setTop(_ value: CGFloat, _ context: Context) {
    setLine(.leading, of: .vertical, to: value, context)
  }

  func setBottom(_ value: CGFloat, _ context: Context) {
    setLine(.trailing, of: .vertical, to: value, context)
  }

  func setLeft(_ value: CGFloat, _ context: Context) {
    setLine(.leading, of: .horizontal, to: value, context)
  }

  func setRight(_ value: CGFloat, _ context: Context) {
    setLine(.trailing, of: .horizontal, to: value, context)
  }

  func setStart(_ value: CGFloat, _ context: Context) {
    setLine(isLTR ? .leading : .trailing, of: .horizontal, to: value, context)
  }

  func setEnd(_ value: CGFloat, _ context: Context) {
    setLine(isLTR ? .trailing : .leading, of: .horizontal, to: value, context)
  }

  func setPoint(_ point: CGPoint, vertical: AxisLine, horizontal: AxisLine, _ context: Context) {
    setLine(vertical, of: .vertical, to: point.y, context)
    setLine(horizontal, of: .horizontal, to: point.x, context)
  }

  /// Sets the width or height; a negative or non-finite value warns and is ignored.
  func setDimension(_ value: CGFloat, of axis: Axis, _ context: Context) {
    guard validateDimension(value, of: axis, context) else { return }
    switch axis {
    case .horizontal: store(size: value, in: &horizontal, context)
    case .vertical: store(size: value, in: &vertical, context)
    }
  }

  private func store(size value: CGFloat, in slots: inout AxisSlots, _ context: Context) {
    if let current = slots.size, current != value {
      return warnPropertyAlreadySet(current, context)
    }
    slots.size = value
  }

  /// Sets the minimum (`isMaximum == false`) or maximum width or height.
  func setLimit(_ value: CGFloat, isMaximum: Bool, of axis: Axis, _ context: Context) {
    guard validateDimension(value, of: axis, context) else { return }
    switch axis {
    case .horizontal: store(limit: value, isMaximum: isMaximum, in: &horizontal, axis, context)
    case .vertical: store(limit: value, isMaximum: isMaximum, in: &vertical, axis, context)
    }
  }

  private func store(
    limit value: CGFloat, isMaximum: Bool, in slots: inout AxisSlots, _ axis: Axis,
    _ context: Context
  ) {
    let current = isMaximum ? slots.maximum : slots.minimum
    if let current, current != value {
      return warnConflict(context, isMaximum ? axis.maximumName : axis.minimumName, current)
    }
    if isMaximum { slots.maximum = value } else { slots.minimum = value }
  }

  /// Sets a margin; a non-finite value warns and is ignored.
  func storeMargin(_ value: CGFloat, _ line: AxisLine, of axis: Axis, _ context: Context) {
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

  func validateDimension(_ value: CGFloat, of axis: Axis, _ context: Context) -> Bool {
    guard value >= 0, value.isFinite else {
      warnWontBeApplied(
        "the \(axis.dimensionName) (\(value)) must be greater than or equal to zero.", context)
      return false
    }
    return true
  }

  private func lineName(_ line: AxisLine, of axis: Axis) -> String {
    switch line {
    case .leading: return axis.leadingName
    case .trailing: return axis.trailingName
    case .center: return axis == .horizontal ? "hCenter" : "vCenter"
    }
  }
}

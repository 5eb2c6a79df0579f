import Foundation
import PinframeGraphics
import PinframeViews

/// The constraints and spacer guides a stack view made for its current arrangement.
struct StackArrangement {
  var constraints: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
}

extension UIStackView {
  /// Replaces the stack view's constraints and guides with those of its current arrangement.
  func rebuildArrangement() {
    NSLayoutConstraint.deactivate(arrangement.constraints)
    arrangement.guides.forEach(removeLayoutGuide)
    var builder = StackConstraintBuilder(stack: self)
    builder.build()
    builder.guides.forEach(addLayoutGuide)
    arrangement = StackArrangement(constraints: builder.constraints, guides: builder.guides)
    NSLayoutConstraint.activate(arrangement.constraints)
  }
}

/// Makes a stack view's constraints, named as UIKit names them (`UISV-…`).
@MainActor
struct StackConstraintBuilder {
  typealias Attribute = NSLayoutConstraint.Attribute

  let stack: UIStackView
  private(set) var constraints: [NSLayoutConstraint] = []
  private(set) var guides: [UILayoutGuide] = []

  init(stack: UIStackView) { self.stack = stack }

  private var horizontal: Bool { stack.axis == .horizontal }
  private var start: Attribute { horizontal ? .leading : .top }
  private var end: Attribute { horizontal ? .trailing : .bottom }
  private var length: Attribute { horizontal ? .width : .height }
  private var middle: Attribute { horizontal ? .centerX : .centerY }
  private var crossStart: Attribute { horizontal ? .top : .leading }
  private var crossEnd: Attribute { horizontal ? .bottom : .trailing }
  private var crossMiddle: Attribute { horizontal ? .centerY : .centerX }
  private var crossLength: Attribute { horizontal ? .height : .width }
  private var canvas: AnyObject {
    stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
  }

  mutating func build() {
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    connectToCanvas(visible)
    space(visible)
    collapseHidden()
    distribute(visible)
    for view in stack.arrangedSubviews { align(view, reference: visible.first) }
    if stack.alignment != .fill, !stack.arrangedSubviews.isEmpty {
      add("UISV-spanning-fit", canvas, crossLength, .equal, nil, .notAnAttribute, priority: 49)
    }
  }

  /// The first visible view's start and the last one's end on the canvas's.
  private mutating func connectToCanvas(_ visible: [View]) {
    guard let first = visible.first, let last = visible.last else { return }
    add("UISV-canvas-connection", first, start, .equal, canvas, start)
    add("UISV-canvas-connection", canvas, end, .equal, last, end)
  }

  /// Each visible view after the previous one, by its gap: exactly for the fill
  /// distributions, at least for the equal ones; baseline to baseline when asked.
  private mutating func space(_ visible: [View]) {
    let exact = [.fill, .fillEqually, .fillProportionally].contains(stack.distribution)
    let baselines = stack.isBaselineRelativeArrangement && !horizontal
    for (previous, next) in zip(visible, visible.dropFirst()) {
      add(
        "UISV-spacing", next, baselines ? .firstBaseline : start,
        exact ? .equal : .greaterThanOrEqual, previous, baselines ? .lastBaseline : end,
        constant: stack.gap(after: previous))
    }
  }

  /// Each hidden view at zero length, where the visible view before it ends.
  private mutating func collapseHidden() {
    var previous: View?
    for view in stack.arrangedSubviews {
      guard view.isHidden else {
        previous = view
        continue
      }
      add("UISV-hiding", view, length, .equal, nil, .notAnAttribute)
      if let previous {
        add("UISV-hiding", view, start, .equal, previous, end)
      } else {
        add("UISV-hiding", view, start, .equal, canvas, start)
      }
    }
  }

  private mutating func distribute(_ visible: [View]) {
    guard let first = visible.first else { return }
    switch stack.distribution {
    case .fill:
      orderTies(visible)
    case .fillEqually:
      for view in visible.dropFirst() {
        add("UISV-fill-equally", view, length, .equal, first, length)
      }
    case .fillProportionally:
      fillProportionally(visible)
    case .equalSpacing:
      equalGaps(visible, from: end, to: start)
    case .equalCentering:
      equalGaps(visible, from: middle, to: middle)
    }
  }

  /// Among views that hug equally, the first stretches, as in UIKit: each later view is kept
  /// short at a level below every UIKit priority (1.001, 1.002, …; later views first).
  private mutating func orderTies(_ visible: [View]) {
    for (index, view) in visible.enumerated().dropFirst() {
      add(
        "UISV-fill-order", view, length, .equal, nil, .notAnAttribute,
        priority: 1 + Float(min(index, 999)) / 1000)
    }
  }

  /// Each view's length the stack's length × its share of the intrinsic lengths, at 999 for
  /// the first view, 998 for the second, …, as UIKit does (the spacing is not taken out of
  /// the shares, as in UIKit); a stack whose views have no intrinsic length fills.
  private mutating func fillProportionally(_ visible: [View]) {
    let lengths = visible.map { view -> CGFloat in
      let size = view.intrinsicContentSize
      let value = horizontal ? size.width : size.height
      return value == View.noIntrinsicMetric || !value.isFinite ? 0 : max(value, 0)
    }
    let total = lengths.reduce(0, +)
    guard total > 0, total.isFinite else { return orderTies(visible) }
    for (index, view) in visible.enumerated() {
      add(
        "UISV-fill-proportionally", view, length, .equal, stack, length,
        multiplier: lengths[index] / total, priority: Float(max(999 - index, 1)))
    }
  }

  /// A spacer guide between each pair of neighbours (from the first's `from` edge to the
  /// second's `to` edge), every guide as long as the first, at priority 999.
  private mutating func equalGaps(_ visible: [View], from: Attribute, to: Attribute) {
    var firstGuide: UILayoutGuide?
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let guide = UILayoutGuide()
      guide.identifier = "UISV-distributing"
      guides.append(guide)
      add("UISV-distributing-edge", guide, start, .equal, previous, from)
      add("UISV-distributing-edge", guide, end, .equal, next, to)
      add("UISV-distributing-edge", guide, crossStart, .equal, canvas, crossStart)
      add("UISV-distributing-edge", guide, crossLength, .equal, nil, .notAnAttribute)
      if let firstGuide {
        add("UISV-distributing", guide, length, .equal, firstGuide, length, priority: 999)
      } else {
        firstGuide = guide
      }
    }
  }

  /// Places `view` across the axis by the stack's alignment; baselines align with
  /// `reference`'s, the first visible view.
  private mutating func align(_ view: View, reference: View?) {
    switch effectiveAlignment {
    case .fill:
      add("UISV-canvas-connection", view, crossStart, .equal, canvas, crossStart)
      add("UISV-canvas-connection", canvas, crossEnd, .equal, view, crossEnd)
      return
    case .leading:
      add("UISV-canvas-connection", view, crossStart, .equal, canvas, crossStart)
    case .trailing:
      add("UISV-canvas-connection", canvas, crossEnd, .equal, view, crossEnd)
    case .center:
      add("UISV-canvas-connection", view, crossMiddle, .equal, canvas, crossMiddle)
    case .firstBaseline, .lastBaseline:
      let baseline: Attribute =
        effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
      if let reference, reference !== view {
        add("UISV-alignment", view, baseline, .equal, reference, baseline)
      }
      // Baselines fix the views' places relative to each other only: the row rests against
      // the top, its highest view touching it.
      add("UISV-canvas-fit", view, crossStart, .equal, canvas, crossStart, priority: 48)
    }
    add("UISV-spanning-boundary", view, crossStart, .greaterThanOrEqual, canvas, crossStart)
    add("UISV-spanning-boundary", view, crossEnd, .lessThanOrEqual, canvas, crossEnd)
    add("UISV-ambiguity-suppression", view, crossLength, .equal, nil, .notAnAttribute, priority: 25)
  }

  /// The alignment, with baselines read as leading and trailing on a vertical axis.
  private var effectiveAlignment: UIStackView.Alignment {
    guard !horizontal else { return stack.alignment }
    switch stack.alignment {
    case .firstBaseline: return .leading
    case .lastBaseline: return .trailing
    default: return stack.alignment
    }
  }

  private mutating func add(
    _ identifier: String, _ item: AnyObject, _ attribute: Attribute,
    _ relation: NSLayoutConstraint.Relation, _ other: AnyObject?, _ otherAttribute: Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000
  ) {
    let constraint = NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: multiplier, constant: constant)
    constraint.identifier = identifier
    constraint.priority = UILayoutPriority(rawValue: priority)
    constraints.append(constraint)
  }
}

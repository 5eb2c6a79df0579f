import Foundation
import PinframeViews

// horizontallyBetween / verticallyBetween: the space between two other views.
extension ChainState {
  @usableFromInline
  mutating func recordHorizontallyBetween(_ view1: View, and view2: View, aligned: VerticalAlign) {
    let context = Context(
      "horizontallyBetween",
      .between(ViewReference(view1), ViewReference(view2), aligned: aligned.argumentName))
    between(view1, view2, along: .horizontal, aligned: line(aligned), context)
  }

  @usableFromInline
  mutating func recordVerticallyBetween(_ view1: View, and view2: View, aligned: HorizontalAlign) {
    let context = Context(
      "verticallyBetween",
      .between(ViewReference(view1), ViewReference(view2), aligned: aligned.argumentName))
    between(view1, view2, along: .vertical, aligned: line(aligned), context)
  }

  private mutating func between(
    _ view1: View, _ view2: View, along axis: Axis, aligned: AxisLine?, _ context: Context
  ) {
    guard view !== view1, view !== view2 else {
      warnWontBeApplied("the view being layouted cannot be used as one of the references.", context)
      return
    }
    guard view1 !== view2 else {
      warnWontBeApplied("reference views must be different.", context)
      return
    }
    let across = aligned ?? .leading
    func anchors(_ reference: View) -> (Anchor, Anchor) {
      let kinds: (Anchor.Kind, Anchor.Kind) =
        axis == .horizontal
        ? (Anchor.Kind(row: across, column: .leading), Anchor.Kind(row: across, column: .trailing))
        : (Anchor.Kind(row: .leading, column: across), Anchor.Kind(row: .trailing, column: across))
      return (Anchor(view: reference, kind: kinds.0), Anchor(view: reference, kind: kinds.1))
    }
    let (first1, last1) = anchors(view1)
    let (first2, last2) = anchors(view2)
    guard let start1 = point(of: first1, context), let end1 = point(of: last1, context),
      let start2 = point(of: first2, context), let end2 = point(of: last2, context)
    else { return }
    func value(_ point: CGPoint) -> CGFloat { axis == .horizontal ? point.x : point.y }
    if value(end1) <= value(start2) {
      setLine(.leading, of: axis, to: value(end1), context)
      setLine(.trailing, of: axis, to: value(start2), context)
    } else if value(end2) <= value(start1) {
      setLine(.leading, of: axis, to: value(end2), context)
      setLine(.trailing, of: axis, to: value(start1), context)
    } else {
      if configuration.activeWarnings.noSpaceAvailableBetweenViews {
        let direction = axis == .horizontal ? "horizontal" : "vertical"
        warnWontBeApplied(
          "there is no \(direction) space between these views. (noSpaceAvailableBetweenViews)",
          context)
      }
      return
    }
    if let aligned {
      let other: Axis = axis == .horizontal ? .vertical : .horizontal
      setLine(aligned, of: other, to: axis == .horizontal ? start1.y : start1.x, context)
    }
  }
}

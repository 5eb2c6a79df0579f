import Foundation

/// State few views have, kept out of line so that a view without it pays one pointer: its
/// gesture recognizers, the rectangles PinLayout's `autoSizeThatFits` computes, and the code a
/// tool runs after the view's layout and trait changes.
@MainActor
package final class ViewAttachments {
  /// The view's gesture recognizers, in the order they were added.
  package var gestureRecognizers: [UIGestureRecognizer] = []
  /// The rectangle an auto-sizing layout gave the view (PinLayout's `autoSizingRect`).
  package var autoSizingRect: CGRect?
  /// ``autoSizingRect`` grown by the view's margins, which the bounding box is made of.
  package var autoSizingRectWithMargins: CGRect?
  /// Code run after the view's own `layoutSubviews()`, in the same layout pass: how a layout
  /// spec runs its chains in any UIKit view without subclassing it.
  package var layoutHandler: (@MainActor (View) -> Void)?
  /// Code run after the view's `traitCollectionDidChange(_:)`, with its traits current.
  package var traitChangeHandler: (@MainActor (View) -> Void)?
  /// Code run when a subview is hidden or shown: how a stack view collapses and restores the
  /// arranged subviews that are hidden, as UIKit's does.
  package var subviewHiddenHandler: (@MainActor (View) -> Void)?
  /// The view's constraints, guides and Auto Layout settings.
  package var autoLayout: AutoLayoutState?

  package init() {}
}

extension View {
  /// The view's attachments, made on first use.
  package var ensuredAttachments: ViewAttachments {
    if let attachments { return attachments }
    let made = ViewAttachments()
    attachments = made
    return made
  }
}

import Foundation
import PinframeGraphics
import PinframeViews

/// Whether PinLayout's `autoSizeThatFits` is running (calls nest): chains then store the
/// rectangles they compute in their views' attachments instead of moving the views.
enum AutoSizing {
  /// How many `autoSizeThatFits` calls are running; read on the main actor only.
  nonisolated(unsafe) static var depth = 0
}

extension View {
  /// The size of the subviews `layoutClosure` lays out, without moving them: PinLayout's
  /// `autoSizeThatFits(_:layoutClosure:)`, written in `sizeThatFits(_:)` so that one layout
  /// method serves both `layoutSubviews()` and sizing.
  ///
  /// As in PinLayout, while the closure runs the view answers layout with the rectangle
  /// (0, 0, `size`), and a chain applied to any view stores its rectangle (rounded to the
  /// display scale) instead of moving the view; other chains read those rectangles. The result
  /// is the size of the union of CGRect.zero and the stored rectangles of the subviews, each
  /// grown by its margins. The rectangles stay with the views for later calls; `wrapContent`
  /// still moves the subviews it wraps, as in PinLayout.
  public func autoSizeThatFits(_ size: CGSize, layoutClosure: () -> Void) -> CGSize {
    AutoSizing.depth += 1
    defer { AutoSizing.depth -= 1 }
    ensuredAttachments.autoSizingRect = CGRect(origin: .zero, size: size)
    layoutClosure()
    return subviews.reduce(CGRect.zero) { box, subview in
      guard let rect = subview.attachments?.autoSizingRectWithMargins else { return box }
      return box.union(rect)
    }.size
  }

  /// Stores what a chain computed during `autoSizeThatFits`: the rectangle and the rectangle
  /// grown by `margins`, both rounded to `scale`.
  func setAutoSizingRect(_ rect: CGRect, margins: EdgeInsets, scale: CGFloat) {
    let grown = CGRect(
      x: rect.minX - margins.left, y: rect.minY - margins.top,
      width: rect.width + margins.left + margins.right,
      height: rect.height + margins.top + margins.bottom)
    let attachments = ensuredAttachments
    attachments.autoSizingRect = DisplayScale.round(rect, scale: scale)
    attachments.autoSizingRectWithMargins = DisplayScale.round(grown, scale: scale)
  }
}

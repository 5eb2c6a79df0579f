import Foundation

/// A view's Auto Layout state, kept out of line (in ``ViewAttachments``) so that views laid out
/// without constraints pay nothing for it.
@MainActor
package final class AutoLayoutState {
  /// Whether the view's frame is turned into constraints (UIKit's default, `true`).
  var translatesAutoresizingMaskIntoConstraints = true
  /// How the view resizes with its superview, as UIKit's `autoresizingMask`.
  var autoresizingMask: View.AutoresizingMask = []
  /// The constraints installed on the view: active ones whose nearest common ancestor it is.
  var installed: [NSLayoutConstraint] = []
  /// Whether an active constraint names the view (or a guide of it).
  var usesConstraints = false
  /// Content hugging priorities, horizontal then vertical.
  var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
  /// Compression resistance priorities, horizontal then vertical.
  var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  /// Whether ``View/updateConstraints()`` is due.
  var needsUpdateConstraints = false
  /// The engine of the view tree, kept by its root view.
  var engine: LayoutEngine?
  /// The view's own guides (safe area, margins, readable content, keyboard), made on first use.
  var ownGuides: [UILayoutGuide] = []
  /// The guides made with `addLayoutGuide(_:)`.
  var addedGuides: [UILayoutGuide] = []
  /// The width the engine last gave a view whose intrinsic height follows its width (a
  /// multi-line label), for the second pass of ``WidthDependentIntrinsicSize``.
  var layoutWidth: CGFloat?
  /// The view's anchors, made on first use.
  var anchors: LayoutAnchors?

  init() {}
}

extension View {
  /// The view's Auto Layout state, made on first use.
  var autoLayout: AutoLayoutState {
    let attachments = ensuredAttachments
    if let state = attachments.autoLayout { return state }
    let made = AutoLayoutState()
    attachments.autoLayout = made
    LayoutEngine.wasUsed = true
    return made
  }

  /// The view's Auto Layout state if it has any.
  var existingAutoLayout: AutoLayoutState? { attachments?.autoLayout }
}

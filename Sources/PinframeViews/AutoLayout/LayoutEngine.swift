import Foundation
import PinframeConstraints

/// The Auto Layout engine of one view tree, kept by its root view: the constraints of every
/// view in the tree in one ``ConstraintSolver``, in the root's bounds space.
///
/// Each view or guide a constraint names gets four variables (its frame's x, y, width and
/// height). A view whose frame is translated (``View/translatesAutoresizingMaskIntoConstraints``,
/// and the root) is held to its frame by required constraints, following its superview through
/// its autoresizing mask; a view placed by constraints gets its intrinsic size as hugging and
/// compression-resistance constraints; a view's guides follow its safe area and margins.
///
/// Adding or removing constraints, or changing the tree, rebuilds the solver at the next layout
/// pass; constants, priorities, frames, insets and intrinsic sizes are updated in place, so that
/// the solver re-solves incrementally.
@MainActor
final class LayoutEngine {
  /// Whether any view ever used Auto Layout: until then the layout pass skips the engine.
  static var wasUsed = false

  /// The root view of the tree.
  weak var root: View?
  /// The solver.
  var solver = ConstraintSolver()
  /// The variables of each item in the solver.
  var variables: [ObjectIdentifier: ItemVariables] = [:]
  /// The solver's identifier of each active constraint that holds.
  var solved: [ObjectIdentifier: ConstraintID] = [:]
  /// The constraints the engine made itself (frames, guides, intrinsic sizes), per item.
  var definitions: [ObjectIdentifier: [Definition]] = [:]
  /// Descriptions of the constraints in the solver, for unsatisfiable-constraint logs.
  var descriptions: [ConstraintID: String] = [:]
  /// Constraint-placed views whose intrinsic size follows their width (see
  /// ``WidthDependentIntrinsicSize``).
  var widthDependent: [View] = []
  /// Views with subviews or guides the engine places: laid out again when the solution changes.
  var containers: [View] = []
  /// Whether the solver must be rebuilt before the next layout.
  var needsRebuild = true
  /// Whether some view of the tree waits for ``View/updateConstraints()``.
  var needsUpdatePass = true
  /// For an engine that measures (`systemLayoutSizeFitting`): the target size and the
  /// priorities that hold the root's width and height to it, in place of its frame.
  var fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

  /// Whether the engine only probes the tree's constraints (``View/hasAmbiguousLayout``): it
  /// neither takes the constraints nor reports conflicts again.
  var isProbe = false

  init(root: View) { self.root = root }

  /// The engine of `view`'s tree (made for its root if it had none).
  static func engine(for view: View) -> LayoutEngine {
    let root = view.rootView
    let state = root.autoLayout
    if let engine = state.engine { return engine }
    let made = LayoutEngine(root: root)
    state.engine = made
    wasUsed = true
    return made
  }

  /// The engine of `view`'s tree, if it has one.
  static func existingEngine(for view: View) -> LayoutEngine? {
    guard wasUsed else { return nil }
    return view.rootView.existingAutoLayout?.engine
  }

  /// Constraints were activated or deactivated, or the tree changed: rebuild before the next
  /// layout.
  func constraintsDidChange() {
    needsRebuild = true
    markNeedsLayout()
  }

  /// Marks the root and the views the engine places subviews in as needing layout.
  func markNeedsLayout() {
    root?.setNeedsLayout()
    for view in containers { view.setNeedsLayout() }
  }
}

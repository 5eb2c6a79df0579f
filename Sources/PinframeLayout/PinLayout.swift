import Foundation
import PinframeGraphics
import PinframeViews

/// One layout chain for one view: `view.pin.top(10).horizontally(12).height(40)`.
///
/// Every method records a rule and returns the chain; nothing is computed until the chain is
/// applied, by ``layout()`` or, as in PinLayout, when the chain object is released at the end of
/// the statement. Applying starts from the view's current frame and writes the result rounded to
/// the display scale. Conflicting rules warn and keep the first value; margins keep the last.
@MainActor
public final class PinLayout {
  let view: View
  let keepTransform: Bool
  /// The runtime current where the chain was made; it applies in it.
  let runtime: ViewRuntime

  // The chain's state. Every access happens on the main actor, in short accesses that never
  // overlap (an in-place update of a slot calls nothing that reaches the same property), so the
  // runtime exclusivity checks would only cost time on the layout path: they are turned off.
  @exclusivity(unchecked) var horizontal = AxisSlots()
  @exclusivity(unchecked) var vertical = AxisSlots()
  @exclusivity(unchecked) var adjustSizeType: AdjustSizeType?
  @exclusivity(unchecked) var shouldPinEdges = false
  @exclusivity(unchecked) var justify: HorizontalAlign?
  @exclusivity(unchecked) var align: VerticalAlign?
  @exclusivity(unchecked) var isLayouted = false
  @exclusivity(unchecked) private var cachedConfiguration: PinConfiguration?
  @exclusivity(unchecked) private var superviewRectCache = SuperviewRect.unread
  @exclusivity(unchecked) private var cachedSuperview: View?

  init(view: View, keepTransform: Bool) {
    self.view = view
    self.keepTransform = keepTransform
    runtime = ViewRuntime.current
  }

  isolated deinit {
    if !isLayouted, PinConfiguration.missingLayoutCallLoggers > 0,
      configuration.logMissingLayoutCalls
    {
      warn(
        "PinLayout commands have been issued without calling the 'layout()' method to complete "
          + "the layout. (These warnings can be disabled by setting Pin.logMissingLayoutCalls to "
          + "false)")
    }
    if runtime === ViewRuntime.shared || ViewRuntime.current === runtime {
      apply()
    } else {
      // A deinit need not see the task-local runtime of the scope that released the chain:
      // apply in the chain's own runtime, so that the view's layout requests and animation
      // observers reach the right world. (Chains of the shared runtime skip the look-up.)
      ViewRuntime.isolated(runtime) { apply() }
    }
  }

  /// Applies the chain now; releasing the chain afterwards does not apply it again.
  ///
  /// Needed only where the chain object outlives the statement (PinLayout's playground case);
  /// otherwise the chain applies when it is released.
  public func layout() {
    apply()
  }

  /// The PinLayout settings of the chain's runtime, looked up once per chain.
  var configuration: PinConfiguration {
    if let cachedConfiguration { return cachedConfiguration }
    let configuration = runtime.pinConfiguration
    cachedConfiguration = configuration
    return configuration
  }

  /// The layouted view's superview, read once per chain (a chain's calls run back to back).
  var layoutSuperview: View? {
    if case .unread = superviewRectCache { readSuperview() }
    return cachedSuperview
  }

  /// The superview's rectangle (untransformed for `pin`, its frame for `pinFrame`), or `nil`
  /// (silently, as PinLayout) without a superview; read once per chain.
  var superviewRect: CGRect? {
    switch superviewRectCache {
    case .unread: return readSuperview()
    case .absent: return nil
    case .present(let rect): return rect
    }
  }

  @discardableResult
  private func readSuperview() -> CGRect? {
    guard let superview = view.superview else {
      superviewRectCache = .absent
      return nil
    }
    let rect = superview.pinRect(keepTransform: keepTransform)
    cachedSuperview = superview
    superviewRectCache = .present(rect)
    return rect
  }

  /// Whether start means left for the layouted view.
  var isLTR: Bool {
    configuration.layoutDirection.isLeftToRight(for: view)
  }

  /// The rules of one axis.
  subscript(axis: Axis) -> AxisSlots {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      switch axis {
      case .horizontal: horizontal = newValue
      case .vertical: vertical = newValue
      }
    }
  }
}

/// Whether a chain has read its view's superview yet, and its rectangle.
enum SuperviewRect {
  case unread
  case absent
  case present(CGRect)
}

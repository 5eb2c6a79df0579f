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
  // Every chain method is an `@inlinable` wrapper that records its rule through an internal
  // `record…` method (Impl/PinLayout+…Rules.swift) and returns `self` in the caller's code. A
  // compiled method returning the chain retained it, and the caller released the previous
  // reference: two atomic instructions per call, about 40 ns on a 2-vCPU VM, which made up a
  // fifth of a typical chain.

  let view: View
  let keepTransform: Bool
  /// The runtime current where the chain was made, where it applies; `nil` for the shared one.
  ///
  /// The chain keeps a scoped runtime alive until it applies. The shared runtime lives as long
  /// as the process and is not retained (a retain and a release cost two atomic instructions,
  /// about 40 ns on a 2-vCPU VM).
  let scopedRuntime: ViewRuntime?

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
  @exclusivity(unchecked) private var cachedLayoutDirection: LayoutDirection?
  @exclusivity(unchecked) private var superviewRectCache: SuperviewRect?

  init(view: View, keepTransform: Bool) {
    self.view = view
    self.keepTransform = keepTransform
    scopedRuntime = ViewRuntime.scoped
  }

  /// The runtime the chain was made in, where it applies.
  var runtime: ViewRuntime { scopedRuntime ?? ViewRuntime.shared }

  /// The display scale of the chain's runtime.
  var scale: CGFloat { scopedRuntime?.scale ?? ViewRuntime.shared.scale }

  // A chain applies when it is released. Released on the main thread (where synchronous code
  // excludes all other main-actor code), it applies at once without asking the concurrency
  // runtime: as an `isolated deinit` the runtime's check cost about 450 instructions and two
  // retain/release pairs per chain, a third of the layout time. Released on another thread (the
  // main actor may run there, or a chain, being `Sendable`, was sent away), it hands its state to
  // a `ReleasedChain`, whose `isolated deinit` lets the runtime decide, as before.
  nonisolated deinit {
    guard !isLayouted else { return }
    guard MainThread.isCurrent else {
      return ReleasedChain.handOver(
        ChainState(
          view: view, keepTransform: keepTransform, scopedRuntime: scopedRuntime,
          horizontal: horizontal, vertical: vertical, adjustSizeType: adjustSizeType,
          shouldPinEdges: shouldPinEdges, justify: justify, align: align))
    }
    // `MainActor.assumeIsolated` without asking the runtime: on the main thread nothing else
    // runs main-actor code meanwhile, which is what isolation guarantees. The function captures
    // nothing, so calling it allocates nothing.
    let finish = unsafeBitCast(
      { $0.finish() } as @MainActor (PinLayout) -> Void, to: ((PinLayout) -> Void).self)
    finish(self)
  }

  /// A chain with the rules of a chain released away from the main thread.
  init(resuming state: ChainState) {
    view = state.view
    keepTransform = state.keepTransform
    scopedRuntime = state.scopedRuntime
    horizontal = state.horizontal
    vertical = state.vertical
    adjustSizeType = state.adjustSizeType
    shouldPinEdges = state.shouldPinEdges
    justify = state.justify
    align = state.align
  }

  /// What releasing the chain does: warns about the missing `layout()` call if asked to, and
  /// applies the chain in its runtime.
  func finish() {
    if !isLayouted, PinConfiguration.missingLayoutCallLoggers > 0,
      configuration.logMissingLayoutCalls
    {
      warn(
        "PinLayout commands have been issued without calling the 'layout()' method to complete "
          + "the layout. (These warnings can be disabled by setting Pin.logMissingLayoutCalls to "
          + "false)")
    }
    // Made and released outside any `ViewRuntime.isolated` scope: no runtime to compare.
    if scopedRuntime == nil, ViewRuntime.scoped == nil { return apply() }
    let runtime = runtime
    guard ViewRuntime.current !== runtime else { return apply() }
    // The releasing code need not run in the chain's runtime: apply in it, so that the view's
    // layout requests and animation observers reach the right world.
    ViewRuntime.isolated(runtime) { apply() }
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

  /// The layouted view's superview, unretained (see ``View/unretainedSuperview``).
  var layoutSuperview: Unmanaged<View>? {
    view.unretainedSuperview
  }

  /// The superview's rectangle (untransformed for `pin`, its frame for `pinFrame`), or `nil`
  /// (silently, as PinLayout) without a superview.
  ///
  /// The chain's calls run back to back, so it is read once per superview and chain.
  var superviewRect: CGRect? {
    guard let superview = view.unretainedSuperview else { return nil }
    if let cache = superviewRectCache, cache.superview.isSame(as: superview) { return cache.rect }
    // One read of all the values: reading two fields through the unretained reference made the
    // compiler retain the superview around them.
    let rect = superview.takeUnretainedValue().animatableValues.pinRect(
      keepTransform: keepTransform)
    superviewRectCache = SuperviewRect(superview: superview, rect: rect)
    return rect
  }

  /// Whether start means left for the layouted view.
  var isLTR: Bool {
    layoutDirection.isLeftToRight(for: view)
  }

  /// `Pin.layoutDirection` of the chain's runtime, read once per chain (as a value: reading it
  /// from the settings object each time costs reference counting).
  private var layoutDirection: LayoutDirection {
    if let cachedLayoutDirection { return cachedLayoutDirection }
    let direction = scopedRuntime?.pinLayoutDirection ?? ViewRuntime.shared.pinLayoutDirection
    cachedLayoutDirection = direction
    return direction
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

/// A superview's rectangle as a chain read it.
struct SuperviewRect {
  let superview: Unmanaged<View>
  let rect: CGRect
}

extension Unmanaged where Instance == View {
  /// Whether both refer to the same view (compared without retaining either).
  func isSame(as other: Unmanaged<View>?) -> Bool {
    toOpaque() == other?.toOpaque()
  }
}

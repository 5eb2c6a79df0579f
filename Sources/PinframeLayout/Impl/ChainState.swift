import Foundation
import PinframeGraphics
import PinframeViews

/// What a chain holds while it is built: the view, the runtime it applies in, its rules, and
/// values read once per chain.
///
/// It lives in a slot of ``ChainSlots``, where the chain's methods record their rules in place.
/// It is noncopyable so that it is only ever used there: a copyable state was copied (304
/// bytes, retaining its references) wherever a method was called through the slot's pointer or
/// a mutating method called a non-mutating one.
@MainActor
@usableFromInline
struct ChainState: ~Copyable {
  /// The layouted view, kept alive by the chain as long as the state is in use (a reference
  /// counted here too would cost a retain and a release per chain).
  unowned(unsafe) let view: View
  let keepTransform: Bool
  /// The runtime current where the chain was made, where it applies; `nil` for the shared one.
  ///
  /// The chain keeps a scoped runtime alive until it applies. The shared runtime lives as long
  /// as the process and is not retained (a retain and a release cost two atomic instructions,
  /// about 40 ns on a 2-vCPU VM).
  let scopedRuntime: ViewRuntime?

  // The chain's rules.
  @usableFromInline var horizontal = AxisSlots()
  @usableFromInline var vertical = AxisSlots()
  var adjustSizeType: AdjustSizeType?
  var shouldPinEdges = false
  var justify: HorizontalAlign?
  var align: VerticalAlign?
  /// Whether ``PinLayout/layout()`` applied the chain: its release then does nothing.
  var isLayouted = false
  private var cachedLayoutDirection: LayoutDirection?
  private var superviewRectCache: SuperviewRect?

  @inline(__always)
  init(view: View, keepTransform: Bool) {
    self.view = view
    self.keepTransform = keepTransform
    scopedRuntime = ViewRuntime.scoped
  }

  /// What releasing the chain does: warns about the missing `layout()` call if asked to, and
  /// applies the chain in its runtime (see ``apply(_:)`` for `view`).
  @inline(__always)
  mutating func finish(_ view: View) {
    if PinConfiguration.missingLayoutCallLoggers > 0 { warnAboutMissingLayoutCall() }
    // Made and released outside any `ViewRuntime.isolated` scope: no runtime to compare.
    if scopedRuntime == nil, ViewRuntime.scoped == nil { return apply(view) }
    applyInRuntime(view)
  }

  @inline(never)
  private mutating func warnAboutMissingLayoutCall() {
    guard configuration.logMissingLayoutCalls else { return }
    warn(
      "PinLayout commands have been issued without calling the 'layout()' method to complete "
        + "the layout. (These warnings can be disabled by setting Pin.logMissingLayoutCalls to "
        + "false)")
  }

  /// Applies in the runtime the chain was made in.
  @inline(never)
  private mutating func applyInRuntime(_ view: View) {
    let runtime = runtime
    guard ViewRuntime.current !== runtime else { return apply(view) }
    // The releasing code need not run in the chain's runtime: apply in it, so that the view's
    // layout requests and animation observers reach the right world.
    ViewRuntime.isolated(runtime) { apply(view) }
  }

  /// The runtime the chain was made in, where it applies.
  var runtime: ViewRuntime { scopedRuntime ?? ViewRuntime.shared }

  /// The display scale of the chain's runtime.
  var scale: CGFloat { scopedRuntime?.scale ?? ViewRuntime.shared.scale }

  /// The PinLayout settings of the chain's runtime.
  var configuration: PinConfiguration { runtime.pinConfiguration }

  /// The layouted view's superview, unretained (see ``View/unretainedSuperview``).
  var layoutSuperview: Unmanaged<View>? {
    view.unretainedSuperview
  }

  /// The superview's rectangle (untransformed for `pin`, its frame for `pinFrame`), or `nil`
  /// (silently, as PinLayout) without a superview.
  ///
  /// The chain's calls run back to back, so it is read once per superview and chain.
  var superviewRect: CGRect? {
    mutating get {
      guard let superview = view.unretainedSuperview else { return nil }
      if let cache = superviewRectCache, cache.superview.isSame(as: superview) {
        return cache.rect
      }
      // `View.pinRect` spelled out: calling a method through the unretained reference makes
      // the compiler retain the superview around the call, and copying all its values out to
      // read four of them stalled on the copy (store forwarding). The inlined fields need
      // neither.
      let rect =
        AutoSizing.depth > 0
        ? superview.takeUnretainedValue().pinRect(keepTransform: keepTransform)
        : keepTransform
          ? superview.takeUnretainedValue().untransformedFrame
          : superview.takeUnretainedValue().animatableValues.frame
      superviewRectCache = SuperviewRect(superview: superview, rect: rect)
      return rect
    }
  }

  /// Whether start means left for the layouted view; the direction is read once per chain.
  var isLTR: Bool {
    mutating get {
      let direction = layoutDirection
      cachedLayoutDirection = direction
      // The view only for `.auto`: passing it retained and released it on every call.
      return direction == .auto ? direction.isLeftToRight(for: view) : direction == .ltr
    }
  }

  /// `Pin.layoutDirection` of the chain's runtime: as a rule read it, else read now (as a
  /// value: reading it from the settings object each time costs reference counting).
  var layoutDirection: LayoutDirection {
    if PinConfiguration.otherDirectionSettings == 0 { return .ltr }
    return cachedLayoutDirection ?? ViewRuntime.pinLayoutDirection(of: scopedRuntime)
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

import Foundation
import PinframeGraphics

/// A rectangular area of the screen and the views inside it, shaped like UIKit's `UIView`.
///
/// Geometry is stored as UIKit stores it: `center`, `bounds` and `transform`; `frame` is derived.
/// Setting an animatable property (frame, bounds, center, transform, alpha, backgroundColor)
/// changes the model value at once and tells ``ViewRuntime/propertyObserver``, which is how
/// `animate(withDuration:animations:)` records animations.
@preconcurrency @MainActor
open class UIView {
  /// The model values of the animatable properties.
  @inlinable public final var animatableValues: AnimatableValues { modelValues }

  // Layout reads and writes the stored properties marked `@exclusivity(unchecked)` for every
  // view it places, so they are tuned:
  // - `final`, and read by other modules (PinLayout) through `@inlinable` accessors, which load
  //   the fields directly: no accessor call, no reference counting;
  // - no runtime exclusivity checks (about 80 instructions per access): every access is on the
  //   main actor and none overlaps another (writes are single assignments or `update`'s
  //   in-place change, whose closures touch only their argument; the observer is told after
  //   the access ends).

  /// The storage of ``animatableValues``.
  @usableFromInline @exclusivity(unchecked) final var modelValues: AnimatableValues

  /// The frame the view would have without its transform (see
  /// ``AnimatableValues/untransformedFrame``).
  ///
  /// Inlined, it loads the two fields it needs in place, without copying all the model values
  /// (three cache lines); layout reads it for every view it places.
  @inlinable package final var untransformedFrame: CGRect { modelValues.untransformedFrame }

  /// The layer's anchor point, read in place (layout places every view with it).
  @inlinable package final var layerAnchorPoint: CGPoint { modelValues.anchorPoint }

  /// Whether the view and its subviews are hidden (not drawn).
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue, let handler = superview?.attachments?.subviewHiddenHandler else {
        return
      }
      handler(self)
    }
  }

  /// Whether subviews are clipped to the bounds (to the rounded bounds with a corner radius).
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// The layer's drawing attributes: corner radius and border.
  public let layer = Layer()

  /// A name for messages, tree dumps and snapshot failures, as in "blue moved from …".
  public var debugName: String?

  /// The superview, or `nil` for a root view.
  ///
  /// Like UIKit's, the reference does not keep the superview alive: a superview clears it in
  /// each subview when it goes away. It is an unretained reference rather than `weak` because
  /// weak references move a view's reference count to a side table, which made every retain and
  /// release of views 3× slower in layout passes.
  public internal(set) final var superview: View? {
    @inlinable get { superviewReference?.takeUnretainedValue() }
    set { superviewReference = newValue.map(Unmanaged.passUnretained) }
  }

  /// The superview, unretained: layout compares and walks superviews without reference
  /// counting (each retain or release is an atomic instruction, about 20 ns on a 2-vCPU VM).
  @inlinable package final var unretainedSuperview: Unmanaged<View>? { superviewReference }

  /// The storage of ``superview``.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) final var superviewReference:
    Unmanaged<View>?

  /// The subviews, back to front.
  public internal(set) var subviews: [View] {
    get { subviewStorage }
    _modify { yield &subviewStorage }
  }

  /// The storage of ``subviews``; `nonisolated(unsafe)` only so that the nonisolated `deinit`
  /// can detach them.
  nonisolated(unsafe) final var subviewStorage: [View] = []

  /// How the view's content is laid out in either direction; see
  /// ``effectiveUserInterfaceLayoutDirection``.
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified

  /// An integer that identifies the view, for ``viewWithTag(_:)`` (0 by default).
  public var tag = 0
  /// Whether the view takes touches; stored for UIKit source compatibility (nothing is touched).
  public var isUserInteractionEnabled = true
  /// The identifier UI tests find the view by; tree dumps and snapshot failures name views by it.
  public var accessibilityIdentifier: String?
  /// The label VoiceOver reads; stored for UIKit source compatibility.
  public var accessibilityLabel: String?
  /// How the view's content is placed in its bounds; views that draw content read it.
  public var contentMode: ContentMode = .scaleToFill
  /// A drawing hint for the compositor in UIKit; stored, never changes what is drawn.
  public var isOpaque = true
  /// Whether the layout margins are measured from the safe area, as UIKit's property of that
  /// name (true by default): each edge's margin is the safe-area inset plus the view's own.
  ///
  /// A change calls ``layoutMarginsDidChange()``.
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet { marginRuleDidChange(insetsLayoutMarginsFromSafeArea != oldValue) }
  }
  /// Whether the superview's margins also apply where they reach into the view, as UIKit's
  /// property of that name (false by default).
  ///
  /// A change calls ``layoutMarginsDidChange()``.
  public var preservesSuperviewLayoutMargins = false {
    didSet { marginRuleDidChange(preservesSuperviewLayoutMargins != oldValue) }
  }
  /// The margins set through ``layoutMargins`` or ``directionalLayoutMargins``; `nil` until
  /// then, when the view's own margins are the default (see `View+LayoutMargins.swift`).
  final var storedLayoutMargins: EdgeInsets?
  /// The view controller that owns this view, if any (set by `UIViewController`).
  package weak var controllerHooks: (any ViewControllerHooks)?
  /// The safe area last reported through ``safeAreaInsetsDidChange()``.
  final var reportedSafeAreaInsets = EdgeInsets.zero

  /// Whether ``layoutSubviews()`` is due (see the note on `modelValues`).
  @exclusivity(unchecked) final var needsLayout = false
  /// The runtime whose queue of hierarchies waiting for a layout pass holds this view, if any.
  @exclusivity(unchecked) final var layoutQueue: ObjectIdentifier?
  var explicitSafeAreaInsets: EdgeInsets?
  /// The traits and tint colour the view has and inherits (see `View+Traits.swift`); every
  /// `addSubview` reads it (see the note on `modelValues`).
  @exclusivity(unchecked) final var traitState = ViewTraitState(
    collection: ViewRuntime.current.traitCollection)
  /// The storage of ``backgroundColor``; `modelValues` holds it resolved with the traits.
  final var storedBackgroundColor: UIColor?
  /// State few views have (gesture recognizers, PinLayout's auto-sizing rectangles), made on
  /// first use so that other views pay one pointer for it.
  package final var attachments: ViewAttachments?

  /// Creates a view with a frame, as `UIView(frame:)`.
  public init(frame: CGRect) {
    modelValues = AnimatableValues(
      center: CGPoint(x: frame.midX, y: frame.midY),
      bounds: CGRect(origin: .zero, size: frame.size), transform: .identity, alpha: 1,
      backgroundColor: nil)
    layer.owner = Unmanaged.passUnretained(self)
    MainActorCheck.check("\(type(of: self)).init(frame:)")
  }

  /// Creates a view with a zero frame, as `UIView()`.
  public convenience init() {
    self.init(frame: .zero)
  }

  // A plain (nonisolated) deinit, as UIKit's: subclasses can write `deinit { }` of their own,
  // which an isolated deinit here would forbid. It detaches the subviews on the releasing thread,
  // as UIKit does; views released on the main actor (the only supported use) detach there.
  deinit {
    layer.owner = nil
    releaseSubviews()
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views from archives, so this
  /// initializer always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The position of the view's centre in its superview's coordinate space.
  public var center: CGPoint {
    get { animatableValues.center }
    set { update(.center) { $0.center = newValue } }
  }

  /// The view's own coordinate space; a size change marks the view as needing layout.
  ///
  /// Overridable, as in UIKit (a switch keeps its size).
  open var bounds: CGRect {
    get { animatableValues.bounds }
    set {
      let old = animatableValues.bounds
      if newValue.origin != old.origin {
        update(.boundsOrigin) { $0.bounds.origin = newValue.origin }
      }
      if newValue.size != old.size {
        update(.boundsSize) { $0.bounds.size = newValue.size }
        setNeedsLayout()
      }
    }
  }

  /// The view's rectangle in its superview's coordinate space.
  ///
  /// With a non-identity transform the getter returns the bounding box of the transformed
  /// rectangle; the setter keeps the transform and, for a pure scale, sets the untransformed size
  /// that the scale maps onto the new frame (for a quarter turn, with width and height swapped).
  /// The setter puts `center` at the layer's anchor point of the new rectangle. Under other
  /// rotations the result is UIKit's "undefined": the size is set as given; set `bounds` and
  /// `center` instead. Overridable, as in UIKit.
  open var frame: CGRect {
    get {
      // Read in place: copying the values out to call `AnimatableValues.frame` made the reads
      // wait for the copy (a store-forwarding stall), a third of a frame read.
      guard modelValues.transform.isIdentity else { return modelValues.frame }
      return untransformedFrame
    }
    set {
      let anchor = modelValues.anchorPoint
      center = CGPoint(
        x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
      bounds.size = untransformedSize(of: newValue.size)
    }
  }

  /// The affine transform applied around the centre.
  public var transform: CGAffineTransform {
    get { animatableValues.transform }
    set { update(.transform) { $0.transform = newValue } }
  }

  /// The opacity of the view and its subviews as a group, `0...1`.
  public var alpha: CGFloat {
    get { animatableValues.alpha }
    set { update(.alpha) { $0.alpha = newValue } }
  }

  /// The colour that fills the bounds, or `nil` for none.
  ///
  /// A dynamic colour (`.systemBackground`, `UIColor { traits in … }`) is resolved with the
  /// view's ``traitCollection`` when it is set and again when the traits change; the resolved
  /// value is what ``animatableValues`` holds, animations interpolate and the renderer draws.
  /// A colour that resolves to a component that is not finite is ignored with a warning.
  public var backgroundColor: UIColor? {
    get { storedBackgroundColor }
    set {
      let previous = storedBackgroundColor
      storedBackgroundColor = newValue
      if !resolveBackgroundColor() { storedBackgroundColor = previous }
    }
  }

  /// Called after the view's ``traitCollection`` changed, with the traits it had before, as
  /// UIKit's `traitCollectionDidChange(_:)`; the view's traits are current meanwhile.
  ///
  /// Overrides (``overrideUserInterfaceStyle``, ``traitOverrides``) and moving the view under a
  /// superview with other traits change them. Every view of a changed subtree already has its
  /// new traits (and its background colour resolved again) when the first call is made;
  /// calls go parents before children. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called after the view's ``tintColor`` changed, as UIKit's `tintColorDidChange()`.
  ///
  /// The colour was set on the view or inherited from a superview. The default does nothing.
  open func tintColorDidChange() {}

  /// Stores ``backgroundColor`` resolved with the view's traits as the model value; a resolved
  /// value that is not finite is ignored with a warning, and the result is `false`.
  @discardableResult
  func resolveBackgroundColor() -> Bool {
    let resolved = storedBackgroundColor?.resolvedValue(with: traitState.collection)
    if let resolved, !resolved.isFinite {
      warnIgnored(
        "backgroundColor", "\(UIColor(cgColor: resolved))", because: "a component is not finite")
      return false
    }
    update(.backgroundColor) { $0.backgroundColor = resolved }
    return true
  }

  /// Draws the view's content, as UIKit's `draw(_:)`; the default draws nothing.
  ///
  /// The renderer calls it every time it draws the view, with `rect` = the bounds (the
  /// presentation bounds in an animation frame), the view's traits current and a
  /// `GraphicsContext` current (`UIGraphicsGetCurrentContext()`) whose user space is the
  /// bounds space. What it draws appears above the background colour and below the subviews,
  /// clipped to the bounds. Do not call it directly.
  open func draw(_ rect: CGRect) {}

  /// Whether what ``draw(_:)`` draws may show outside the bounds when the view does not clip:
  /// `false` for drawn content (a backing store the bounds' size), `true` for an image view's
  /// image, which is layer content as in Core Animation (a `scaleAspectFill` image overflows).
  package var contentOverflowsBounds = false

  /// What the view shows besides its geometry, as `(name, value)` pairs for its description,
  /// ``recursiveDescription`` and snapshot tree dumps: a label gives its quoted text and its font.
  ///
  /// The default is empty; subclasses that draw content override it.
  open var contentAttributes: [(name: String, value: String)] { [] }

  /// Lays out subviews; override it to set subview frames, for example with PinLayout.
  ///
  /// The default does nothing. Do not call it directly: call ``setNeedsLayout()`` and
  /// ``layoutIfNeeded()``.
  open func layoutSubviews() {}

  /// Updates the view's constraints; override it to change constraints in one pass, calling
  /// `super.updateConstraints()` at the end, as in UIKit.
  ///
  /// Called by the update-constraints pass that precedes layout, subviews before their
  /// superview, for each view that ``needsUpdateConstraints()``.
  open func updateConstraints() {}

  /// Whether the view relies on constraints even without any of its own, as UIKit's
  /// `requiresConstraintBasedLayout`.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// How far the first baseline is below the top, for `firstBaselineAnchor`: 0 for views
  /// without text; labels override it.
  open var firstBaselineOffsetFromTop: CGFloat { 0 }

  /// How far the last baseline is above the bottom, for `lastBaselineAnchor`: 0 for views
  /// without text; labels override it.
  open var lastBaselineOffsetFromBottom: CGFloat { 0 }

  /// Asks the view for the size that best fits `size`.
  ///
  /// The default returns the current size, as UIKit's does (it does not consult
  /// ``intrinsicContentSize``). Override it for content-sized views: ``sizeToFit()`` and
  /// PinLayout's `sizeToFit` call it.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// The size the view's content needs; ``noIntrinsicMetric`` in either dimension means none
  /// (UIView's default), as in UIKit.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Tells the view that its ``intrinsicContentSize`` changed: the superview (or the view, at the
  /// root) is marked as needing layout so that layout code reading the size runs again.
  open func invalidateIntrinsicContentSize() {
    (superview ?? self).setNeedsLayout()
  }

  /// Called just before the view moves to `newSuperview` (`nil` when it is removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called just after the view moved to a new superview, or was removed from one.
  open func didMoveToSuperview() {}
  /// Called just before the view (or an ancestor) moves into `newWindow` or out of its window.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called just after the view (or an ancestor) moved into or out of a window.
  open func didMoveToWindow() {}
  /// Called after `subview` was added to (or reordered in) this view's subviews.
  open func didAddSubview(_ subview: View) {}
  /// Called before `subview` leaves this view's subviews.
  open func willRemoveSubview(_ subview: View) {}
  /// Called when ``safeAreaInsets`` changed; the layout pass that notices asks the view for
  /// layout too, as UIKit does.
  open func safeAreaInsetsDidChange() {}
  /// Called when ``layoutMargins`` changed: when they are set, when a rule that makes them
  /// changes, and (for a view that insets them from the safe area) when the layout pass finds
  /// that the view's safe area changed.
  open func layoutMarginsDidChange() {}

  /// Changes the values and tells the current runtime's observer, if it has one and the values
  /// changed.
  ///
  /// Until some runtime got an observer the runtime is not even looked up (which saved about
  /// 15 ns per setter call), and without an observer the old values are neither copied nor
  /// compared.
  private func update(_ property: AnimatableProperty, _ change: (inout AnimatableValues) -> Void) {
    guard ViewRuntime.observerWasInstalled, let observer = ViewRuntime.current.propertyObserver
    else { return change(&modelValues) }
    let old = modelValues
    change(&modelValues)
    guard modelValues != old else { return }
    observer.view(self, didChange: property, from: old)
  }

  /// Whether the view is the first responder (it is editing): `false` for views that do not
  /// edit text, as in UIKit; text fields and text views override it.
  open var isFirstResponder: Bool { false }

  /// Whether the view can become the first responder: `false` unless a subclass edits text.
  open var canBecomeFirstResponder: Bool { false }

  /// Makes the view the first responder (it starts editing); `false` when it cannot, the
  /// default.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up being the first responder; `true` (nothing to give up) by default.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// The bounds size that `transform` maps onto a frame of `size`: exact for scales and for
  /// quarter turns (which swap width and height), as in UIKit; other transforms keep `size`.
  private func untransformedSize(of size: CGSize) -> CGSize {
    let t = transform
    if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
      return CGSize(width: size.width / abs(t.a), height: size.height / abs(t.d))
    }
    // A quarter turn built with `rotationAngle(.pi / 2)` has cos = 6e-17, not 0.
    let tiny = 1e-12 * max(abs(t.b), abs(t.c))
    if abs(t.a) <= tiny, abs(t.d) <= tiny, t.b != 0, t.c != 0 {
      return CGSize(width: size.height / abs(t.b), height: size.width / abs(t.c))
    }
    return size
  }
}

/// How a view's content is laid out, as `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Sendable, Hashable {
  /// Follows the superview (or the app's layout direction at the root).
  case unspecified
  /// Playback controls: always left to right.
  case playback
  /// Spatial controls: always left to right.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}

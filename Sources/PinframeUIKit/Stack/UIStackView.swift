import Foundation
import PinframeGraphics
import PinframeViews

/// A view that lays out a row or column of arranged subviews with constraints, as UIKit's
/// `UIStackView`.
///
/// As in UIKit, the stack view makes the constraints itself (named `UISV-…` in descriptions):
/// it pins its first and last visible arranged subviews to its edges (or layout margins, with
/// ``isLayoutMarginsRelativeArrangement``), spaces the others by ``spacing`` or a custom
/// spacing, sizes them by ``distribution``, aligns them across the axis by ``alignment`` and
/// collapses the hidden ones to zero length. Adding an arranged subview adds it as a subview
/// and turns off its `translatesAutoresizingMaskIntoConstraints`. The stack view itself may be
/// placed by constraints or by its frame (PinLayout, autoresizing).
///
/// The constraints are made again whenever the arrangement or a setting changes, and in
/// ``updateConstraints()``; ``Distribution-swift.enum/fillProportionally`` reads the arranged
/// subviews' intrinsic sizes then, so call `setNeedsUpdateConstraints()` after changing one.
@MainActor
open class UIStackView: View {
  /// How arranged subviews share the stack view's length along its axis.
  public enum Distribution: Int, Sendable, Hashable {
    /// They fill it; the one with the lowest content hugging stretches (the first of equals)
    /// and the one with the lowest compression resistance shrinks.
    case fill = 0
    /// They fill it, all of the same length.
    case fillEqually
    /// They fill it in proportion to their intrinsic lengths.
    case fillProportionally
    /// They keep their intrinsic lengths; the gaps between them are equal and at least
    /// ``UIStackView/spacing``.
    case equalSpacing
    /// They keep their intrinsic lengths; their centres are equally far apart, with gaps of at
    /// least ``UIStackView/spacing``.
    case equalCentering
  }

  /// How arranged subviews are placed across the stack view's axis.
  public enum Alignment: Int, Sendable, Hashable {
    /// Stretched to the stack view's width (vertical axis) or height (horizontal axis).
    case fill = 0
    /// Against the leading edge (vertical axis).
    case leading = 1
    /// Against the trailing edge (vertical axis).
    case trailing = 4
    /// Centred.
    case center = 3
    /// Their first baselines aligned (horizontal axis; leading on a vertical one).
    case firstBaseline = 2
    /// Their last baselines aligned (horizontal axis; trailing on a vertical one).
    case lastBaseline = 5

    /// Against the top edge (horizontal axis).
    public static let top = Alignment.leading
    /// Against the bottom edge (horizontal axis).
    public static let bottom = Alignment.trailing
  }

  /// The spacing ``customSpacing(after:)`` reports when none was set: the stack's own
  /// ``spacing`` applies.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The system spacing between two views: 8 points.
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// The views the stack view arranges, in order; each is also a subview.
  public private(set) var arrangedSubviews: [View] = []

  /// The direction views are stacked in: horizontal (the default) or vertical.
  public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
  /// How views share the length along the axis (``Distribution-swift.enum/fill`` by default).
  public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
  /// How views are placed across the axis (``Alignment-swift.enum/fill`` by default).
  public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
  /// The gap between adjacent views (0 by default; ``spacingUseSystem`` for 8 points).
  public var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
  /// Whether a vertical stack view measures spacing between baselines rather than edges.
  public var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
  /// Whether views are placed within the layout margins rather than the bounds.
  public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints and guides the stack view made for the current arrangement.
  var arrangement = StackArrangement()

  /// Creates an empty horizontal stack view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    attachSubviewHiddenHandler()
  }

  /// Creates a stack view arranging `views`, in order.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { arrange(view, at: arrangedSubviews.count) }
    arrangementDidChange()
  }

  /// Not supported, as there are no nibs on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Stack views lay out by constraints, as in UIKit.
  open override class var requiresConstraintBasedLayout: Bool { true }

  /// Adds `view` at the end of ``arrangedSubviews`` (and as the last subview when it is not one).
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into ``arrangedSubviews`` at `index` (clamped to the valid range), adding it
  /// as a subview when it is not one; a view already arranged moves to `index`.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    guard view !== self else { return }
    arrange(view, at: index)
    arrangementDidChange()
  }

  /// Removes `view` from ``arrangedSubviews``; it stays a subview, as in UIKit.
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the gap after `arrangedSubview`, instead of ``spacing``.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    arrangementDidChange()
  }

  /// The gap set after `arrangedSubview`, or ``spacingUseDefault``.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Makes the stack view's constraints again, then those of the view.
  open override func updateConstraints() {
    rebuildArrangement()
    super.updateConstraints()
  }

  /// A subview leaving the stack view leaves ``arrangedSubviews`` too, as in UIKit.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// The gap after the arranged view `view`: its custom spacing, else ``spacing``; the system
  /// spacing for ``spacingUseSystem``.
  func gap(after view: View) -> CGFloat {
    let custom = customSpacings[ObjectIdentifier(view)]
    let value = custom.map { $0 == Self.spacingUseDefault ? spacing : $0 } ?? spacing
    return value == Self.spacingUseSystem ? View.systemSpacing : value
  }

  /// Puts `view` at `index` of the arrangement, as a subview, without making the constraints
  /// again (the initializer arranges all its views, then makes them once).
  private func arrange(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
  }

  private func arrangementDidChange() {
    rebuildArrangement()
    setNeedsLayout()
  }

  private func attachSubviewHiddenHandler() {
    ensuredAttachments.subviewHiddenHandler = { [weak self] subview in
      guard let self, arrangedSubviews.contains(where: { $0 === subview }) else { return }
      arrangementDidChange()
    }
  }
}

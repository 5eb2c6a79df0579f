import Foundation
import PinframeGraphics

/// A checked argument value of a PinLayout call, ready for the layout interpreter.
///
/// View references are ids from the spec; they are looked up when the chain is applied, so a
/// chain sees the referenced view's frame at that moment, as PinLayout does.
public enum PinValue: Sendable, Hashable {
  /// A number of points (or a ratio for `aspectRatio(_:)`).
  case number(Double)
  /// A percent of the superview's size: `50%` is `percent(50)`.
  case percent(Double)
  /// `UIEdgeInsets(...)`, `pin.safeArea`, `pin.layoutMargins`, optionally `+ number`.
  case insets(Insets)
  /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
  case directionalInsets(DirectionalEdgeInsets)
  /// `CGSize(width:height:)`.
  case size(CGSize)
  /// One view, by id.
  case view(String)
  /// An array of views: `[red, blue]` or `visible([red, blue])`.
  case views(ViewList)
  /// An edge of a view: `red.edge.bottom`.
  case edge(view: String, Edge)
  /// An anchor of a view: `red.anchor.topLeft`.
  case anchor(view: String, Anchor)
  /// A `HorizontalAlign` case.
  case horizontalAlign(HorizontalAlign)
  /// A `VerticalAlign` case.
  case verticalAlign(VerticalAlign)
  /// A `FitType` case.
  case fitType(FitType)
  /// A `WrapType` case.
  case wrapType(WrapType)
  /// A `VerticalFallback` case, for `ifNeeded:` of `above`/`below`.
  case verticalFallback(VerticalFallback)
  /// A `HorizontalFallback` case, for `ifNeeded:` of `left`/`right`/`before`/`after`.
  case horizontalFallback(HorizontalFallback)

  /// The kind of parameter the value fits.
  public var kind: ArgumentKind {
    switch self {
    case .number: .number
    case .percent: .percent
    case .insets: .insets
    case .directionalInsets: .directionalInsets
    case .size: .size
    case .view: .view
    case .views: .views
    case .edge(_, let edge): edge.isVertical ? .verticalEdge : .horizontalEdge
    case .anchor: .anchor
    case .horizontalAlign: .horizontalAlign
    case .verticalAlign: .verticalAlign
    case .fitType: .fitType
    case .wrapType: .wrapType
    case .verticalFallback: .verticalFallback
    case .horizontalFallback: .horizontalFallback
    }
  }
}

extension PinValue {
  /// An array of view ids, and whether `visible(...)` filters it.
  public struct ViewList: Sendable, Hashable {
    /// The ids, in the order written.
    public var ids: [String]
    /// Whether the array was wrapped in `visible(...)`: keep views that are not hidden and
    /// have an alpha above zero, at layout time.
    public var visibleOnly: Bool

    /// Creates a list.
    public init(ids: [String], visibleOnly: Bool) {
      self.ids = ids
      self.visibleOnly = visibleOnly
    }
  }

  /// A view whose insets an argument reads: the superview of the view being laid out (the view
  /// whose `layoutSubviews` runs the chain, which Swift code calls `self`), or a view by id.
  public enum ViewReference: Sendable, Hashable {
    /// The superview of the view being laid out; `pin.safeArea` reads its safe area.
    case superview
    /// A view by id; `red.pin.safeArea` reads red's safe area.
    case view(String)
  }

  /// Insets: a literal, or a view's safe area or layout margins read at layout time, plus a
  /// number added to every side (PinLayout's `insets + CGFloat`).
  public struct Insets: Sendable, Hashable {
    /// Where the insets come from.
    public enum Source: Sendable, Hashable {
      /// Insets written out: `UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)`.
      case literal(EdgeInsets)
      /// `pin.safeArea`.
      case safeArea(ViewReference)
      /// `pin.layoutMargins`.
      case layoutMargins(ViewReference)
    }

    /// Where the insets come from.
    public var source: Source
    /// The number added to every side.
    public var adding: Double

    /// Creates insets.
    public init(source: Source, adding: Double = 0) {
      self.source = source
      self.adding = adding
    }
  }
}

import Pinframe
import PinframeSpec

/// What a chain's arguments name, looked up at layout time: views by id, their edges and
/// anchors, and insets of the layouted view's superview or of a named view.
@MainActor
struct ChainReferences {
  /// The spec's views, by id: the scene's own dictionary, shared rather than copied, so that
  /// making the references for a chain costs nothing whatever the number of views.
  let views: [String: View]
  /// The superview of the view being laid out: the view whose `layoutSubviews` runs the chain.
  let superview: View?

  /// The view with `id`, or `nil` when the spec has none.
  func view(_ id: String) -> View? {
    views[id]
  }

  /// The views of a list, filtered by `visible(_:)` when the list asks for it; `nil` when an
  /// id is unknown.
  func views(_ list: PinValue.ViewList) -> [View]? {
    var found: [View] = []
    for id in list.ids {
      guard let view = views[id] else { return nil }
      found.append(view)
    }
    return list.visibleOnly ? visible(found) : found
  }

  /// The insets an argument names, read now: a literal, or the safe area or layout margins of
  /// the superview (`pin.safeArea`) or of a named view, plus the number added to every side.
  func insets(_ insets: PinValue.Insets) -> EdgeInsets? {
    let base: EdgeInsets
    switch insets.source {
    case .literal(let literal):
      base = literal
    case .safeArea(let reference):
      guard let view = view(reference) else { return nil }
      base = view.safeAreaInsets
    case .layoutMargins(let reference):
      guard let view = view(reference) else { return nil }
      base = view.layoutMargins
    }
    return insets.adding == 0 ? base : base + insets.adding
  }

  /// A vertical edge of a view (`red.edge.top`), or `nil` for an unknown view or an edge that
  /// is horizontal.
  func verticalEdge(of id: String, _ edge: PinValue.Edge) -> VerticalEdge? {
    guard let edges = view(id)?.edge else { return nil }
    switch edge {
    case .top: return edges.top
    case .vCenter: return edges.vCenter
    case .bottom: return edges.bottom
    case .left, .hCenter, .right, .start, .end: return nil
    }
  }

  /// A horizontal edge of a view (`red.edge.left`), or `nil` for an unknown view or an edge
  /// that is vertical.
  func horizontalEdge(of id: String, _ edge: PinValue.Edge) -> HorizontalEdge? {
    guard let edges = view(id)?.edge else { return nil }
    switch edge {
    case .left: return edges.left
    case .hCenter: return edges.hCenter
    case .right: return edges.right
    case .start: return edges.start
    case .end: return edges.end
    case .top, .vCenter, .bottom: return nil
    }
  }

  /// An anchor of a view (`red.anchor.topLeft`), or `nil` for an unknown view.
  func anchor(of id: String, _ anchor: PinValue.Anchor) -> Anchor? {
    guard let anchors = view(id)?.anchor else { return nil }
    switch anchor {
    case .topLeft: return anchors.topLeft
    case .topCenter: return anchors.topCenter
    case .topRight: return anchors.topRight
    case .centerLeft: return anchors.centerLeft
    case .center: return anchors.center
    case .centerRight: return anchors.centerRight
    case .bottomLeft: return anchors.bottomLeft
    case .bottomCenter: return anchors.bottomCenter
    case .bottomRight: return anchors.bottomRight
    case .topStart: return anchors.topStart
    case .topEnd: return anchors.topEnd
    case .centerStart: return anchors.centerStart
    case .centerEnd: return anchors.centerEnd
    case .bottomStart: return anchors.bottomStart
    case .bottomEnd: return anchors.bottomEnd
    }
  }

  private func view(_ reference: PinValue.ViewReference) -> View? {
    switch reference {
    case .superview: return superview
    case .view(let id): return views[id]
    }
  }
}

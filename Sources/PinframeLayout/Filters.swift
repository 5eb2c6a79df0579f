import Foundation
import PinframeViews

/// The views that are visible (not hidden and with an alpha above zero), in order: for relative
/// methods such as `below(of: visible([a, b]))`.
@preconcurrency @MainActor
public func visible(_ views: [View]) -> [View] {
  views.filter { !$0.isHidden && $0.alpha > 0 }
}

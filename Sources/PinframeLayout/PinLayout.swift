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
  let runtime: ViewRuntime

  var horizontal = AxisSlots()
  var vertical = AxisSlots()
  var adjustSizeType: AdjustSizeType?
  var shouldPinEdges = false
  var justify: HorizontalAlign?
  var align: VerticalAlign?
  var isLayouted = false

  init(view: View, keepTransform: Bool) {
    self.view = view
    self.keepTransform = keepTransform
    runtime = ViewRuntime.current
  }

  isolated deinit {
    if !isLayouted, configuration.logMissingLayoutCalls {
      warn(
        "PinLayout commands have been issued without calling the 'layout()' method to complete "
          + "the layout. (These warnings can be disabled by setting Pin.logMissingLayoutCalls to "
          + "false)")
    }
    if ViewRuntime.current === runtime {
      apply()
    } else {
      // Released in another scope (another task, or off the main actor): apply in the chain's
      // own runtime so that layout passes and observers see the right world.
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

  /// The settings of the runtime the chain was created in.
  var configuration: PinConfiguration {
    runtime.pinConfiguration
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

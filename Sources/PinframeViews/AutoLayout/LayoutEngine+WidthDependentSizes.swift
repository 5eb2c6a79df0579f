import Foundation
import PinframeConstraints

/// A view whose intrinsic height can follow the width Auto Layout gives it, as a multi-line
/// label without a `preferredMaxLayoutWidth`: the engine solves with its intrinsic size, gives
/// it the width it got (``View/engineLayoutWidth``), and solves again with its new intrinsic
/// size (UIKit's second layout pass).
@MainActor
package protocol WidthDependentIntrinsicSize: View {
  /// Whether the intrinsic size follows ``View/engineLayoutWidth`` now.
  var intrinsicSizeFollowsLayoutWidth: Bool { get }
}

extension View {
  /// The width the engine last gave the view in its second pass, if it had one.
  package var engineLayoutWidth: CGFloat? { existingAutoLayout?.layoutWidth }
}

extension LayoutEngine {
  /// The second pass: each constraint-placed view whose intrinsic size follows its width gets
  /// its solved (pixel-rounded) width, and the solver re-solves with its new intrinsic size.
  func resolveWidthDependentSizes() {
    let scale = ViewRuntime.current.scale
    for view in widthDependent {
      guard let v = variables[ObjectIdentifier(view)], let state = view.existingAutoLayout
      else { continue }
      let x = solver.value(of: v.x)
      let width =
        ((CGFloat(x + solver.value(of: v.width)) * scale).rounded()
          - (CGFloat(x) * scale).rounded()) / scale
      guard state.layoutWidth != width else { continue }
      state.layoutWidth = width
      refreshDefinitions(of: view)
    }
  }
}

import Foundation
import PinframeConstraints

extension LayoutEngine {
  /// Prints UIKit's log for constraints that cannot all hold, through the runtime's warnings:
  /// the conflicting constraints, then the one broken (left out) to recover.
  func reportUnsatisfiable(_ error: ConstraintError, breaking broken: String) {
    guard !isProbe else { return }
    guard case .unsatisfiable(let conflicting) = error else {
      ViewRuntime.current.warn("Ignoring constraint \(broken): \(error)")
      return
    }
    let listed = conflicting.map { descriptions[$0] ?? broken }
    let lines = listed.map { "    \"\($0)\"" }.joined(separator: ",\n")
    let note =
      listed.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }
      ? "\n\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
        + "understand, refer to the documentation for the UIView property "
        + "translatesAutoresizingMaskIntoConstraints) " : ""
    ViewRuntime.current.warn(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \(note)
      (
      \(lines)
      )

      Will attempt to recover by breaking constraint 
      \(broken)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
      """)
  }
}

import Foundation
import PinframeLayout
import PinframeViews
import Testing

/// One layout scenario: a chain run on a fresh fixture and the frame one view must end with,
/// plus, optionally, the parts the last warning must contain.
@MainActor
struct LayoutCase<Fixture> {
  let view: (Fixture) -> View
  let expected: CGRect
  let warning: [String]?
  let layout: (Fixture) -> Void
  let sourceLocation: SourceLocation

  /// A case checking `view`'s frame; `warning` lists the parts the last warning must contain
  /// (`[]`: no warning at all; `nil`: warnings unchecked).
  init<Checked: View>(
    _ view: KeyPath<Fixture, Checked>, _ expected: CGRect, warning: [String]? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, _ layout: @escaping (Fixture) -> Void
  ) {
    self.view = { $0[keyPath: view] }
    self.expected = expected
    self.warning = warning
    self.layout = layout
    self.sourceLocation = sourceLocation
  }
}

/// Runs `body` in a fresh view runtime whose display scale is `scale`, collecting PinLayout's
/// warnings instead of printing them; returns the body's result and the warnings.
@MainActor
func inPinRuntime<Result>(scale: CGFloat = 1, _ body: () -> Result) -> (Result, [String]) {
  ViewRuntime.isolated(ViewRuntime(scale: scale)) {
    var result: Result?
    let warnings = Pin.collectWarnings { result = body() }
    guard let result else { preconditionFailure("the body always runs") }
    return (result, warnings)
  }
}

/// Runs every case on its own fresh fixture made by `make`, in its own runtime.
@MainActor
func check<Fixture>(
  _ cases: [LayoutCase<Fixture>], scale: CGFloat = 1, in make: () -> Fixture
) {
  for item in cases {
    let (fixture, warnings) = inPinRuntime(scale: scale) { () -> Fixture in
      let fixture = make()
      item.layout(fixture)
      return fixture
    }
    #expect(
      item.view(fixture).frame == item.expected, sourceLocation: item.sourceLocation)
    guard let parts = item.warning else { continue }
    if parts.isEmpty {
      #expect(warnings.isEmpty, sourceLocation: item.sourceLocation)
    } else {
      let last = warnings.last ?? ""
      for part in parts {
        #expect(last.contains(part), "\(last)", sourceLocation: item.sourceLocation)
      }
    }
  }
}

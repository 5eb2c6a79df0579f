import Pinframe
import XCTest

/// A rectangle from its origin and size, to keep expected frames short.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// The display scale of the simulator PinLayout's specs run on (its CI uses an iPhone 16, 3
/// pixels per point); specs that want another one set it in `beforeEach` with
/// `_pinlayoutSetUnitTest(scale:)`, as PinLayout's do.
let simulatorScale: CGFloat = 3

/// Runs the port of one of PinLayout's specs with ``runSpec(skipping:around:file:line:_:)``:
/// each example in a fresh view runtime (display scale ``simulatorScale``, left-to-right,
/// default warning settings), its PinLayout warnings collected instead of printed
/// (`Pin.lastWarningText` is set as usual).
@discardableResult
func runPinLayoutSpec(
  skipping knownDifferences: [KnownDifference] = [],
  file: StaticString = #filePath, line: UInt = #line,
  _ spec: () -> Void
) -> SpecRun {
  runSpec(skipping: knownDifferences, around: inFreshRuntime, file: file, line: line, spec)
}

private func inFreshRuntime(_ example: () -> Void) {
  ViewRuntime.isolated(ViewRuntime(scale: simulatorScale)) {
    _ = Pin.collectWarnings(example)
  }
}

/// Declares an example named after `chain` that runs `layout` and expects `view` to end with
/// the frame `expected`: the shape of most of PinLayout's examples.
func itPlaces(
  _ view: @autoclosure @escaping () -> UIView, at expected: CGRect, _ chain: String,
  file: StaticString = #filePath, line: UInt = #line, _ layout: @escaping () -> Void
) {
  it(chain, file: file, line: line) {
    layout()
    expect(view().frame, file: file, line: line).to(equal(expected))
  }
}

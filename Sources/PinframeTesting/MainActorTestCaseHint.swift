import CPinframeTestLoad

/// The hint printed when XCTest on Linux aborts on a `@MainActor` test class with synchronous
/// test methods (installed by `CPinframeTestLoad` when a test binary loads).
package enum MainActorTestCaseHint {
  /// Whether the SIGABRT handler that prints the hint is installed.
  package static var isInstalled: Bool { pinframe_xctest_hint_installed() != 0 }

  /// The hint's text.
  package static var text: String { String(cString: pinframe_xctest_hint_text()) }
}

import Foundation
import Pinframe
import Testing

/// One ``ViewRuntime`` per Swift Testing test case, made the first time the case's code asks for
/// `ViewRuntime.current`: its own views waiting for layout, warnings, traits and animation
/// clock, so that tests running in parallel never see each other's.
///
/// Installed when the test binary loads (by `CPinframeTestLoad`, through
/// `pinframe_install_test_runtimes`). A runtime lives as long as the test binary, and the
/// repetitions of a test (`--repetitions`) share it, unless the test or its suite has the
/// `.snapshots` trait, which gives every run a fresh one.
@MainActor
enum TestRuntimes {
  /// A test case: the test's identifier and, for parameterized tests, the case's arguments.
  struct Key: Hashable, Sendable {
    var test: Test.ID
    var testCase: String?
  }

  private static var runtimes: [Key: ViewRuntime] = [:]

  /// The runtime of the test case running in the current task, or `nil` outside a test.
  static func current() -> ViewRuntime? {
    currentKey().map(runtime)
  }

  /// The runtime of the test case `key`, made when first asked for.
  static func runtime(for key: Key) -> ViewRuntime {
    if let runtime = runtimes[key] { return runtime }
    let runtime = ViewRuntime()
    runtimes[key] = runtime
    return runtime
  }

  /// Drops the runtime of `test`'s case, so that its next run starts with a fresh one.
  static func reset(_ test: Test, _ testCase: Test.Case?) {
    runtimes[Key(test: test.id, testCase: testCase.flatMap(identity))] = nil
  }

  /// The look-up of the runtime of the test case running in the current task, taken on any
  /// thread and run on the main actor.
  nonisolated static func captureCurrent() -> (@MainActor @Sendable () -> ViewRuntime)? {
    guard let key = currentKey() else { return nil }
    return { runtime(for: key) }
  }

  /// The test case running in the current task, read on any thread.
  nonisolated static func currentKey() -> Key? {
    guard let test = Test.current else { return nil }
    return Key(test: test.id, testCase: Test.Case.current.flatMap(identity))
  }

  /// What tells the cases of a parameterized test apart, `nil` for a test without arguments.
  ///
  /// Swift Testing does not make a case's identifier public; its description holds the
  /// arguments' identifiers and a discriminator, the same for every look-up of the same case.
  private nonisolated static func identity(of testCase: Test.Case) -> String? {
    testCase.isParameterized ? String(describing: testCase) : nil
  }
}

/// Installs ``TestRuntimes`` as the source of `ViewRuntime.current` in Swift Testing tests.
///
/// Called by `CPinframeTestLoad`'s constructor on the main thread when the test binary loads,
/// before any test runs; a C constructor is the one place that runs before a test touches a
/// view without the test having to call anything first.
@_cdecl("pinframe_install_test_runtimes")
func installTestRuntimes() {
  MainActor.assumeIsolated {
    ViewRuntime.installTestRuntimes { TestRuntimes.current() }
  }
  CallerViewRuntime.capture = TestRuntimes.captureCurrent
}

import Dispatch
import Foundation
import Pinframe
import PinframeViews

/// Checks `value` on the main actor from whichever thread calls, as swift-snapshot-testing's
/// assertions may be called from any isolation: at once on the main thread, else on the main
/// queue while the caller waits, in the caller's view runtime (see ``CallerViewRuntime``) and
/// with its snapshot settings (configuration, counter, process defaults) bound there too, since
/// task-local values stay with the calling task.
///
/// This is the one place Pinframe sends non-`Sendable` values to another thread: the caller is
/// blocked until the check returns, so nothing touches them from two threads at once.
package func checkSnapshotOnMainActor<Value, Format>(
  of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
  named name: String?, record recording: SnapshotTestingConfiguration.Record?,
  snapshotDirectory: String?, timeout: TimeInterval, file filePath: StaticString,
  testName: String
) -> SnapshotCheck {
  withoutActuallyEscaping(value) { value in
    nonisolated(unsafe) let value = value
    nonisolated(unsafe) let snapshotting = snapshotting
    return performOnMainActor {
      checkSnapshot(
        of: value, as: snapshotting, named: name, record: recording,
        snapshotDirectory: snapshotDirectory, timeout: timeout, file: filePath,
        testName: testName)
    }
  }
}

/// How a check sent to the main queue finds the view runtime of the code that asked for it.
///
/// Swift Testing gives each test case its own runtime, found through the test's task-local
/// values, which the main queue does not see; the testing module installs a capture here when
/// the test binary loads, before any test runs, and nothing writes it afterwards.
package enum CallerViewRuntime {
  /// Read on the caller's thread; its answer is asked for the runtime on the main actor.
  nonisolated(unsafe) package static var capture:
    @Sendable () -> (@MainActor @Sendable () -> ViewRuntime)? = { nil }
}

private func performOnMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
  withoutActuallyEscaping(body) { body in
    let work = WaitedOn<Result>(body)
    if MainActorCheck.isOnMainActor {
      MainActor.assumeIsolated { work.run() }
    } else {
      let scope = SnapshotTaskLocals()
      let runtime = CallerViewRuntime.capture()
      DispatchQueue.main.sync {
        MainActor.assumeIsolated {
          guard let runtime else { return scope.bind { work.run() } }
          ViewRuntime.isolated(runtime()) { scope.bind { work.run() } }
        }
      }
    }
    return work.take()
  }
}

/// Work handed to the main queue, and its result handed back, while its owner waits for it.
private final class WaitedOn<Result>: @unchecked Sendable {
  private var body: (@MainActor () -> Result)?
  private var result: Result?

  init(_ body: @escaping @MainActor () -> Result) { self.body = body }

  /// Runs the work and lets go of it, so it never outlives `withoutActuallyEscaping`.
  @MainActor func run() {
    result = body?()
    body = nil
  }

  /// The result: `run` has returned before the owner asks, as `DispatchQueue.main.sync` waits.
  func take() -> Result {
    guard let result else { preconditionFailure("main-queue work did not run") }
    return result
  }
}

/// The task-local snapshot settings of the calling task, to bind on another thread.
private struct SnapshotTaskLocals: @unchecked Sendable {
  var configuration = SnapshotTestingConfiguration.current
  var counter = SnapshotCounter.current
  var defaults = ProcessSnapshotDefaults.current

  func bind<Result>(_ body: () -> Result) -> Result {
    SnapshotTestingConfiguration.$current.withValue(configuration) {
      SnapshotCounter.$current.withValue(counter) {
        ProcessSnapshotDefaults.$current.withValue(defaults, operation: body)
      }
    }
  }
}

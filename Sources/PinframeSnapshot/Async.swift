import Foundation

/// A value produced now or later, handed to a callback: how a strategy's snapshot arrives, as
/// swift-snapshot-testing's `Async`.
///
/// Pinframe's own strategies produce their snapshots synchronously (the virtual clock replaces
/// waiting); `Async` keeps custom strategies written for swift-snapshot-testing compiling.
///
/// ```swift
/// Async<String> { callback in callback(model.summary) }
/// ```
public struct Async<Value> {
  /// Runs the operation, handing each outcome (a value, or the error that prevented one) to the
  /// callback.
  let runResult: (@escaping (Result<Value, any Error>) -> Void) -> Void

  /// Creates an asynchronous operation from a function that hands a value to a callback.
  ///
  /// - Parameter run: A function that, when called, gives a value to `callback`.
  public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
    runResult = { callback in run { callback(.success($0)) } }
  }

  /// Wraps a value that is already there.
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    runResult = { callback in callback(.success(value)) }
  }

  /// An operation whose outcome is the result of `body`: its value, or the error it threw.
  init(catching body: () throws -> Value) {
    let result = Result { try body() }
    runResult = { callback in callback(result) }
  }

  init(result: @escaping (@escaping (Result<Value, any Error>) -> Void) -> Void) {
    runResult = result
  }

  /// Runs the operation and hands its value to `callback`; an operation that failed never
  /// calls it (`assertSnapshot` reports the error instead).
  public var run: (@escaping (Value) -> Void) -> Void {
    let runResult = runResult
    return { callback in
      runResult { result in
        if case .success(let value) = result { callback(value) }
      }
    }
  }

  /// Transforms the value when it arrives.
  ///
  /// - Parameter transform: The transformation applied to the value.
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
    flatMap { value in Async<NewValue>(value: transform(value)) }
  }

  /// Chains an operation that starts when this one's value arrives; failures pass through.
  func flatMap<NewValue>(_ transform: @escaping (Value) -> Async<NewValue>) -> Async<NewValue> {
    let runResult = runResult
    return Async<NewValue>(result: { callback in
      runResult { result in
        switch result {
        case .success(let value): transform(value).runResult(callback)
        case .failure(let error): callback(.failure(error))
        }
      }
    })
  }

  /// The operation `body` starts, on the main actor: at once when the value arrived while
  /// `verifySnapshot` runs the operation (Pinframe's strategies, and custom ones that call back
  /// synchronously), else on the main queue.
  static func onMainActor(_ body: @escaping @MainActor () -> Async<Value>) -> Async<Value> {
    guard !SnapshotWaiter.isRunning else {
      return runOnCallersThread { body() }
    }
    return Async(result: { callback in
      let pending = UncheckedSendable((body, callback))
      DispatchQueue.main.async {
        MainActor.assumeIsolated { pending.value.0().runResult(pending.value.1) }
      }
    })
  }
}

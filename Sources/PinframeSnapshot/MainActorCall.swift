/// Runs a main-actor closure synchronously where it is called.
///
/// Snapshot assertions are main-actor functions; the closures of a strategy run inside them, on
/// the caller's thread. That is the main actor in Swift 6 code, but Swift 5 test code (plain
/// XCTest methods, nonisolated Swift Testing functions) calls Pinframe's main-actor API from
/// the thread it runs on, as it calls UIKit, and Pinframe's views accept that (warning once).
/// `MainActor.assumeIsolated` would stop such a test; this keeps working in both.
func runOnCallersThread<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
  try withoutActuallyEscaping(body) { body in
    try unsafeBitCast(body, to: (() throws -> Result).self)()
  }
}

// Nimble-style expectations for the Quick-style harness: `expect(x).to(equal(y))`,
// `expect(rect).to(beCloseTo(r, within: d))`, `toNot`, `contain` and `beNil`. A failure names
// the running example and points at the expectation's file and line.

import Foundation
import XCTest

/// A condition on a value: what it asserts, in words, and the test.
struct Matcher<Value> {
  let description: String
  let matches: (Value) -> Bool
}

/// A value under test and where it was taken, as Nimble's `expect(_:)` returns it.
struct Expectation<Value> {
  let actual: Value
  let file: StaticString
  let line: UInt

  /// Fails the running example unless `matcher` matches the value.
  func to(_ matcher: Matcher<Value>) {
    check(matcher, expected: true)
  }

  /// Fails the running example if `matcher` matches the value.
  func toNot(_ matcher: Matcher<Value>) {
    check(matcher, expected: false)
  }

  /// Nimble's other spelling of ``toNot(_:)``.
  func notTo(_ matcher: Matcher<Value>) {
    check(matcher, expected: false)
  }

  private func check(_ matcher: Matcher<Value>, expected: Bool) {
    runningExample?.expectationCount += 1
    guard let message = failureMessage(matcher, expected: expected) else { return }
    XCTFail(message, file: file, line: line)
  }

  /// The failure to report when `matcher` matching the value is not `expected`: the running
  /// example's full name, the value and the condition; `nil` when there is nothing to report.
  func failureMessage(_ matcher: Matcher<Value>, expected: Bool) -> String? {
    guard matcher.matches(actual) != expected else { return nil }
    let example = runningExample?.name ?? "(outside any example)"
    let verb = expected ? "to" : "not to"
    return "\(example): expected \(shown(actual)) \(verb) \(matcher.description)"
  }
}

/// Starts an expectation on `actual`, as Nimble's `expect`.
func expect<Value>(
  _ actual: Value, file: StaticString = #filePath, line: UInt = #line
) -> Expectation<Value> {
  Expectation(actual: actual, file: file, line: line)
}

/// Matches a value equal to `expected`.
func equal<Value: Equatable>(_ expected: Value) -> Matcher<Value> {
  Matcher(description: "equal \(shown(expected))") { $0 == expected }
}

/// Matches a rectangle whose origin and size are each within `delta` of `expected`'s.
func beCloseTo(_ expected: CGRect, within delta: CGFloat = 0.00001) -> Matcher<CGRect> {
  Matcher(description: "be close to \(shown(expected)) (each within \(delta))") { actual in
    abs(actual.minX - expected.minX) <= delta && abs(actual.minY - expected.minY) <= delta
      && abs(actual.width - expected.width) <= delta
      && abs(actual.height - expected.height) <= delta
  }
}

/// Matches a number within `delta` of `expected`.
func beCloseTo(_ expected: CGFloat, within delta: CGFloat = 0.00001) -> Matcher<CGFloat> {
  Matcher(description: "be close to \(expected) (within \(delta))") {
    abs($0 - expected) <= delta
  }
}

/// Matches a value greater than `bound`, as Nimble's `beGreaterThan` (and its `>` operator).
func beGreaterThan<Value: Comparable>(_ bound: Value) -> Matcher<Value> {
  Matcher(description: "be greater than \(shown(bound))") { $0 > bound }
}

/// Matches a text that contains every one of `parts`; `nil` matches nothing.
func contain(_ parts: String...) -> Matcher<String?> {
  contain(parts)
}

/// Matches a text that contains every one of `parts`; `nil` matches nothing.
func contain(_ parts: [String]) -> Matcher<String?> {
  Matcher(description: "contain \(parts)") { text in
    guard let text else { return false }
    return parts.allSatisfy { text.contains($0) }
  }
}

/// Matches `nil`.
func beNil<Wrapped>() -> Matcher<Wrapped?> {
  Matcher(description: "be nil") { $0 == nil }
}

/// The value as a failure message shows it (`nil` for an empty optional, not `Optional(…)`).
private func shown<Value>(_ value: Value) -> String {
  if let optional = value as? OptionalDescribing {
    return optional.describedValue
  }
  return "<\(value)>"
}

/// An optional, described without the `Optional(…)` wrapper.
private protocol OptionalDescribing {
  var describedValue: String { get }
}

extension Optional: OptionalDescribing {
  fileprivate var describedValue: String {
    switch self {
    case .some(let wrapped): return "<\(wrapped)>"
    case .none: return "nil"
    }
  }
}

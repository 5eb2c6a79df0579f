// A Quick-style harness: `describe`, `context`, `beforeEach`, `afterEach` and `it` take plain
// closures, as Quick's do, so this target checks that such code (Swift 5 mode, nonisolated
// closures touching views) compiles and runs against Pinframe as it does against UIKit.

import XCTest

/// One `it` example: its full name, where it is declared, and the `beforeEach` / `afterEach`
/// blocks of the groups around it (set-ups outermost first, tear-downs innermost first).
private struct Example {
  let name: String
  let file: StaticString
  let line: UInt
  let setUps: [() -> Void]
  let tearDowns: [() -> Void]
  let body: () -> Void
}

/// The blocks one group (`describe` or `context`) adds around its examples.
private struct Group {
  let name: String?
  var setUps: [() -> Void] = []
  var tearDowns: [() -> Void] = []
}

/// Collects the examples of one spec while its group closures run.
private final class SpecCollector {
  var groups = [Group(name: nil)]
  var examples: [Example] = []
}

/// The example that runs now, for the failure messages of `expect`.
struct RunningExample {
  let name: String
  var expectationCount = 0
}

/// The collector of the spec being declared (`nil` while no `runSpec` call declares one).
private var collector: SpecCollector?

/// The example being run, if any.
var runningExample: RunningExample?

/// Opens a group of examples, as Quick's `describe`.
func describe(_ name: String, _ body: () -> Void) {
  group(name, body)
}

/// Opens a group of examples under a condition, as Quick's `context`.
func context(_ name: String, _ body: () -> Void) {
  group(name, body)
}

private func group(_ name: String, _ body: () -> Void) {
  guard let spec = collector else {
    return XCTFail("describe/context \"\(name)\" was called outside runSpec")
  }
  spec.groups.append(Group(name: name))
  body()
  spec.groups.removeLast()
}

/// Runs `body` before each example of the enclosing group, as Quick's `beforeEach`.
func beforeEach(_ body: @escaping () -> Void) {
  guard let spec = collector else { return XCTFail("beforeEach was called outside runSpec") }
  spec.groups[spec.groups.count - 1].setUps.append(body)
}

/// Runs `body` after each example of the enclosing group, as Quick's `afterEach`.
func afterEach(_ body: @escaping () -> Void) {
  guard let spec = collector else { return XCTFail("afterEach was called outside runSpec") }
  spec.groups[spec.groups.count - 1].tearDowns.append(body)
}

/// Declares an example, as Quick's `it`; its full name joins the names of the groups around it
/// and `name` with " / ".
func it(
  _ name: String, file: StaticString = #filePath, line: UInt = #line,
  _ body: @escaping () -> Void
) {
  guard let spec = collector else { return XCTFail("it \"\(name)\" was called outside runSpec") }
  let fullName = (spec.groups.compactMap(\.name) + [name]).joined(separator: " / ")
  spec.examples.append(
    Example(
      name: fullName, file: file, line: line, setUps: spec.groups.flatMap(\.setUps),
      tearDowns: spec.groups.reversed().flatMap(\.tearDowns), body: body))
}

/// An example kept out of the run because Pinframe gives another result than PinLayout: its
/// full name and why.
struct KnownDifference {
  let example: String
  let reason: String
}

/// What `runSpec` did: the full names of the examples it ran and of those it skipped.
struct SpecRun {
  var ran: [String] = []
  var skipped: [String] = []
}

/// Declares the examples of `spec` and runs each, in declaration order, after its `beforeEach`
/// blocks and before its `afterEach` blocks, inside `around` (which must call the closure it is
/// given once).
///
/// Examples named in `knownDifferences` are skipped. A duplicate full name, a known difference
/// naming no example, and an example that checks no expectation fail the test.
@discardableResult
func runSpec(
  skipping knownDifferences: [KnownDifference] = [],
  around: (() -> Void) -> Void = { $0() },
  file: StaticString = #filePath, line: UInt = #line,
  _ spec: () -> Void
) -> SpecRun {
  let examples = declaredExamples(spec)
  checkNames(of: examples, knownDifferences: knownDifferences, file: file, line: line)
  let skippedNames = Set(knownDifferences.map(\.example))
  var run = SpecRun()
  for example in examples {
    if skippedNames.contains(example.name) {
      run.skipped.append(example.name)
    } else {
      around { runExample(example) }
      run.ran.append(example.name)
    }
  }
  return run
}

private func declaredExamples(_ spec: () -> Void) -> [Example] {
  let declaring = SpecCollector()
  collector = declaring
  defer { collector = nil }
  spec()
  return declaring.examples
}

private func checkNames(
  of examples: [Example], knownDifferences: [KnownDifference], file: StaticString, line: UInt
) {
  var seen = Set<String>()
  for example in examples where !seen.insert(example.name).inserted {
    XCTFail("two examples are named \"\(example.name)\"", file: example.file, line: example.line)
  }
  for difference in knownDifferences where !seen.contains(difference.example) {
    XCTFail("known difference \"\(difference.example)\" names no example", file: file, line: line)
  }
}

private func runExample(_ example: Example) {
  runningExample = RunningExample(name: example.name)
  for setUp in example.setUps { setUp() }
  example.body()
  for tearDown in example.tearDowns { tearDown() }
  if runningExample?.expectationCount == 0 {
    XCTFail("\(example.name): the example checks nothing", file: example.file, line: example.line)
  }
  runningExample = nil
}

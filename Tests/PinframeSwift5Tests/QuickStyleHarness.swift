// A Quick-style harness: `describe`, `beforeEach` and `it` take plain closures, as Quick's do,
// so this target checks that such code (Swift 5 mode, nonisolated closures touching views)
// compiles and runs against Pinframe as it does against UIKit.

/// One `it` example and the `beforeEach` blocks of the groups around it, outermost first.
private struct Example {
  let name: String
  let setUps: [() -> Void]
  let body: () -> Void
}

/// Collects the examples of one spec while its `describe` closures run.
private final class SpecCollector {
  var groups: [String] = []
  var setUps: [[() -> Void]] = [[]]
  var examples: [Example] = []
}

private var collector = SpecCollector()

/// Opens a group of examples, as Quick's `describe`.
func describe(_ name: String, _ body: () -> Void) {
  collector.groups.append(name)
  collector.setUps.append([])
  body()
  collector.setUps.removeLast()
  collector.groups.removeLast()
}

/// Runs `body` before each example of the enclosing group, as Quick's `beforeEach`.
func beforeEach(_ body: @escaping () -> Void) {
  collector.setUps[collector.setUps.count - 1].append(body)
}

/// Declares an example, as Quick's `it`.
func it(_ name: String, _ body: @escaping () -> Void) {
  let name = (collector.groups + [name]).joined(separator: " / ")
  collector.examples.append(
    Example(name: name, setUps: collector.setUps.flatMap { $0 }, body: body))
}

/// Runs every example `spec` declares, each after its `beforeEach` blocks, and returns the
/// names of the examples run (so that a test can check none was lost).
@discardableResult
func runSpec(_ spec: () -> Void) -> [String] {
  collector = SpecCollector()
  spec()
  for example in collector.examples {
    for setUp in example.setUps { setUp() }
    example.body()
  }
  return collector.examples.map(\.name)
}

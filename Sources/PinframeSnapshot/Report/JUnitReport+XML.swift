extension JUnitReport {
  /// The report as a JUnit XML document.
  public var xml: String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites" + Self.counts(name: name, testCases) + ">",
    ]
    for suite in suites {
      lines.append("  <testsuite" + Self.counts(name: suite.name, suite.testCases) + ">")
      lines += suite.testCases.map(Self.element)
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The name, count and time attributes shared by `<testsuites>` and `<testsuite>`.
  private static func counts(name: String, _ testCases: [JUnitTestCase]) -> String {
    let failures = testCases.count { !$0.failures.isEmpty }
    let skipped = testCases.count { $0.skipMessage != nil && $0.failures.isEmpty }
    let time = testCases.reduce(Duration.zero) { $0 + $1.duration }
    return #" name="\#(MarkupEscaping.attribute(name))" tests="\#(testCases.count)""#
      + #" failures="\#(failures)" errors="0" skipped="\#(skipped)""#
      + #" time="\#(seconds(time))""#
  }

  private static func element(_ testCase: JUnitTestCase) -> String {
    let open =
      #"    <testcase classname="\#(MarkupEscaping.attribute(testCase.className))""#
      + #" name="\#(MarkupEscaping.attribute(testCase.name))""#
      + #" time="\#(seconds(testCase.duration))""#
    var children = testCase.failures.map { failure in
      #"      <failure message="\#(MarkupEscaping.attribute(failure.message))""#
        + #" type="\#(MarkupEscaping.attribute(failure.type))">"#
        + MarkupEscaping.text(failure.details) + "</failure>"
    }
    if testCase.failures.isEmpty, let skip = testCase.skipMessage {
      children.append(#"      <skipped message="\#(MarkupEscaping.attribute(skip))"/>"#)
    }
    guard !children.isEmpty else { return open + "/>" }
    return ([open + ">"] + children + ["    </testcase>"]).joined(separator: "\n")
  }

  /// Seconds with three decimals, rounded to the millisecond: `1.250`; negative becomes 0.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let total = seconds * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
    let milliseconds = max(0, total)
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

import Foundation
import PinframeSnapshot
import Testing

@Suite("JUnit reports")
struct JUnitReportTests {
  @Test("cases group into suites with counts, times and escaped failures")
  func smallRun() {
    let report = JUnitReport(testCases: [
      JUnitTestCase(
        className: "CardTests", name: "testCard()", duration: .milliseconds(500),
        failures: [
          JUnitFailure(
            message: "Changed: 3 pixels <differ> & \"more\"", type: "snapshot",
            details: "line 1\nline 2 <b>")
        ]),
      JUnitTestCase(className: "CardTests", name: "testEmpty()", duration: .milliseconds(250)),
      JUnitTestCase(
        className: "SpinnerTests", name: "testSpin()", duration: .seconds(1.0004),
        skipMessage: "needs a GPU"),
    ])
    #expect(
      report.xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="pinframe" tests="3" failures="1" errors="0" skipped="1" time="1.750">
          <testsuite name="CardTests" tests="2" failures="1" errors="0" skipped="0" time="0.750">
            <testcase classname="CardTests" name="testCard()" time="0.500">
              <failure message="Changed: 3 pixels &lt;differ&gt; &amp; &quot;more&quot;" \
        type="snapshot">line 1
        line 2 &lt;b&gt;</failure>
            </testcase>
            <testcase classname="CardTests" name="testEmpty()" time="0.250"/>
          </testsuite>
          <testsuite name="SpinnerTests" tests="1" failures="0" errors="0" skipped="1" time="1.000">
            <testcase classname="SpinnerTests" name="testSpin()" time="1.000">
              <skipped message="needs a GPU"/>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }

  @Test("attribute line breaks become character references; characters XML forbids are replaced")
  func escaping() {
    let report = JUnitReport(
      name: "run\u{1}",
      testCases: [
        JUnitTestCase(
          className: "A", name: "t", duration: .zero,
          failures: [JUnitFailure(message: "a\nb\tc", type: "x", details: "bell\u{7}")])
      ])
    #expect(report.xml.contains(#"<testsuites name="run�""#))
    #expect(report.xml.contains(#"<failure message="a&#10;b&#9;c" type="x">bell�</failure>"#))
  }

  @Test("a snapshot record becomes a failure with status, first line, reference and command")
  func failureFromRecord() {
    var record = ReportFixtures.imageRecord(message: "120 pixels differ\nsee the report")
    record.artifacts.actual = "/a/actual.png"
    let failure = JUnitFailure(record)
    #expect(failure.message == "Changed: 120 pixels differ")
    #expect(failure.type == "snapshot")
    #expect(
      failure.details == """
        120 pixels differ
        see the report
        Reference: /repo/Snapshots/CardTests/testCard.1.png
        Accept: rm -f '/repo/Snapshots/CardTests/testCard.1.png' && cp '/a/actual.png' '/repo/Snapshots/CardTests/testCard.1.png'
        """)
  }

  @Test("the XML is written to the file given")
  func writes() throws {
    let folder = try ReportFixtures.temporaryFolder("junit")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out/junit.xml")
    let report = JUnitReport(testCases: [])
    try report.write(to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == report.xml)
    #expect(
      report.xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="pinframe" tests="0" failures="0" errors="0" skipped="0" time="0.000">
        </testsuites>

        """)
  }
}

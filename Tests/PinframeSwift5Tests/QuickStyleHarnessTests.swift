import Pinframe
import XCTest

/// The harness itself: group nesting, the order of set-ups and tear-downs, full names,
/// skipped examples, and the expectations' matchers and failure messages.
final class QuickStyleHarnessTests: XCTestCase {
  func testSetUpsRunOutermostFirstAndTearDownsInnermostFirst() {
    var events: [String] = []
    let run = runSpec {
      beforeEach { events.append("outer set-up") }
      afterEach { events.append("outer tear-down") }
      describe("group") {
        beforeEach { events.append("inner set-up") }
        afterEach { events.append("inner tear-down") }
        it("first") {
          events.append("first")
          expect(events.count).to(equal(3))
        }
        context("when nested") {
          it("second") {
            events.append("second")
            expect(events.count).toNot(equal(0))
          }
        }
      }
      it("third") {
        events.append("third")
        expect(events.last).to(equal("third"))
      }
    }
    XCTAssertEqual(run.ran, ["group / first", "group / when nested / second", "third"])
    XCTAssertEqual(
      events,
      [
        "outer set-up", "inner set-up", "first", "inner tear-down", "outer tear-down",
        "outer set-up", "inner set-up", "second", "inner tear-down", "outer tear-down",
        "outer set-up", "third", "outer tear-down",
      ])
  }

  func testKnownDifferencesAreSkippedAndListed() {
    var ran: [String] = []
    let run = runSpec(skipping: [KnownDifference(example: "group / b", reason: "differs")]) {
      describe("group") {
        it("a") {
          ran.append("a")
          expect(ran).to(equal(["a"]))
        }
        it("b") { ran.append("b") }
      }
    }
    XCTAssertEqual(ran, ["a"])
    XCTAssertEqual(run.ran, ["group / a"])
    XCTAssertEqual(run.skipped, ["group / b"])
  }

  func testAroundWrapsEveryExample() {
    var depth = 0
    var depths: [Int] = []
    let aroundExample: (() -> Void) -> Void = { example in
      depth += 1
      example()
      depth -= 1
    }
    runSpec(around: aroundExample) {
      beforeEach { depths.append(depth) }
      it("one") { expect(depth).to(equal(1)) }
      it("two") { expect(depth).to(equal(1)) }
    }
    XCTAssertEqual(depths, [1, 1])
    XCTAssertEqual(depth, 0)
  }

  func testMatchers() {
    XCTAssertTrue(equal(rect(1, 2, 3, 4)).matches(rect(1, 2, 3, 4)))
    XCTAssertFalse(equal(rect(1, 2, 3, 4)).matches(rect(1, 2, 3, 5)))
    XCTAssertTrue(
      beCloseTo(rect(125, 237.6667, 100, 50), within: 0.5).matches(rect(125, 237.5, 100, 50)))
    XCTAssertFalse(beCloseTo(rect(0, 0, 10, 10), within: 0.1).matches(rect(0, 0, 10, 10.2)))
    XCTAssertTrue(beCloseTo(5.666, within: 0.001).matches(5.6665))
    XCTAssertTrue(contain("top", "won't be applied").matches("top(10) won't be applied"))
    XCTAssertFalse(contain(["top", "left"]).matches("top(10) won't be applied"))
    XCTAssertFalse(contain("top").matches(nil))
    XCTAssertTrue(beNil().matches(String?.none))
    XCTAssertFalse(beNil().matches(String?.some("warning")))
  }

  func testFailureMessagesNameTheExampleTheValueAndTheCondition() {
    var messages: [String?] = []
    runSpec {
      describe("frames") {
        it("compares") {
          let frame = expect(rect(0, 0, 10, 20))
          messages.append(frame.failureMessage(equal(rect(0, 0, 10, 20)), expected: true))
          messages.append(frame.failureMessage(equal(rect(0, 0, 10, 30)), expected: true))
          messages.append(frame.failureMessage(equal(rect(0, 0, 10, 20)), expected: false))
          let warning = expect(Optional<String>.none)
          messages.append(warning.failureMessage(contain("top"), expected: true))
          frame.to(equal(rect(0, 0, 10, 20)))
        }
      }
    }
    let shown = "CGRect(origin: Foundation.CGPoint(x: 0.0, y: 0.0), size: Foundation.CGSize("
    XCTAssertEqual(
      messages,
      [
        nil,
        "frames / compares: expected <\(shown)width: 10.0, height: 20.0))> to equal "
          + "<\(shown)width: 10.0, height: 30.0))>",
        "frames / compares: expected <\(shown)width: 10.0, height: 20.0))> not to equal "
          + "<\(shown)width: 10.0, height: 20.0))>",
        "frames / compares: expected nil to contain [\"top\"]",
      ])
  }
}

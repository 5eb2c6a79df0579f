import Foundation
import Pinframe
import PinframeViews
import XCTest

/// UIKit's assumption, checked: views are used on the main thread.
final class MainThreadCheckTests: XCTestCase {
  func testSynchronousXCTestMethodsRunWhereViewsBelong() {
    XCTAssertTrue(MainActorCheck.isOnMainActor)
  }

  func testAViewMadeOnAnotherThreadIsReportedAndStillWorks() {
    let done = DispatchSemaphore(value: 0)
    let seen = Seen()
    let thread = Thread {
      seen.onMainActor = MainActorCheck.isOnMainActor
      seen.frame = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame
      done.signal()
    }
    thread.start()
    done.wait()
    XCTAssertFalse(seen.onMainActor)
    XCTAssertEqual(seen.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
  }
}

/// What the other thread saw; written there before the semaphore is signalled, read after.
private final class Seen: @unchecked Sendable {
  var onMainActor = true
  var frame = CGRect.zero
}

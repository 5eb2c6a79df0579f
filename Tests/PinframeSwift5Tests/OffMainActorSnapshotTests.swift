import Foundation
import Pinframe
import PinframeTesting
import PinframeViews
import Testing

// swift-snapshot-testing's assertions may be called from any isolation. A test function without
// @MainActor runs on another thread; the snapshot's value is made and drawn on the main actor
// while the test waits, with the test's record mode and its own view runtime.

private func folder() -> String {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-off-main-\(UUID().uuidString)").path
}

/// A 12×6 orange card with a white dot; asks whether it is being made on the main actor.
private func badge(colour: UIColor = .systemOrange, seen: Seen) -> UIView {
  seen.onMainActor = MainActorCheck.isOnMainActor
  seen.runtime = ObjectIdentifier(ViewRuntime.current)
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 6))
  view.backgroundColor = colour
  let dot = UIView(frame: CGRect(x: 2, y: 2, width: 2, height: 2))
  dot.backgroundColor = .white
  view.addSubview(dot)
  return view
}

/// Records the badge's reference, matches it, then sees a changed colour fail: three checks
/// whose messages are returned.
private func recordMatchAndMismatch(in directory: String, seen: Seen) -> [String?] {
  [
    verifySnapshot(
      of: badge(seen: seen), as: .image, named: "badge", record: .missing,
      snapshotDirectory: directory),
    verifySnapshot(
      of: badge(seen: seen), as: .image, named: "badge", record: .never,
      snapshotDirectory: directory),
    verifySnapshot(
      of: badge(colour: .systemBlue, seen: seen), as: .image, named: "badge", record: .never,
      snapshotDirectory: directory),
  ]
}

/// The three messages of ``recordMatchAndMismatch(in:seen:)``, checked.
private func expectRecordedMatchedAndMismatched(_ messages: [String?]) {
  #expect(messages.count == 3)
  #expect(messages.first??.hasPrefix("No reference was found on disk.") == true)
  #expect(messages.dropFirst().first == .some(nil))
  #expect(messages.last??.contains("does not match reference.") == true)
}

@Suite("assertions called off the main actor")
struct OffMainActorSnapshotTests {
  @Test("a synchronous test on another thread records, matches and fails on the main actor")
  func synchronousTest() {
    let seen = Seen()
    #expect(!MainActorCheck.isOnMainActor)
    expectRecordedMatchedAndMismatched(recordMatchAndMismatch(in: folder(), seen: seen))
    #expect(seen.onMainActor)
  }

  @Test("an async test's snapshots are made in the test's own view runtime")
  func asyncTest() async {
    let seen = Seen()
    let own = await MainActor.run { ObjectIdentifier(ViewRuntime.current) }
    expectRecordedMatchedAndMismatched(recordMatchAndMismatch(in: folder(), seen: seen))
    #expect(seen.onMainActor)
    #expect(seen.runtime == own)
  }

  @Test("a thread of the test's own checks its snapshots on the main actor")
  func backgroundThread() async {
    let seen = Seen()
    let messages = await withCheckedContinuation { continuation in
      Thread {
        continuation.resume(returning: recordMatchAndMismatch(in: folder(), seen: seen))
      }.start()
    }
    expectRecordedMatchedAndMismatched(messages)
    #expect(seen.onMainActor)
  }

  @Test("the scope's record mode reaches the main actor", .snapshots(record: .never))
  func recordModeFollows() {
    withKnownIssue {
      assertSnapshot(of: badge(seen: Seen()), as: .image, snapshotDirectory: folder())
    } matching: { issue in
      issue.comments.first?.rawValue.contains("set by a `.snapshots(record: .never)` trait") == true
    }
  }
}

/// What the snapshot's value saw while it was made; written on the main actor while the test
/// waits, read after.
private final class Seen: @unchecked Sendable {
  var onMainActor = false
  var runtime: ObjectIdentifier?
}

import Foundation
import Pinframe
import PinframeSnapshot
import Testing

/// A model with a custom strategy, written as for swift-snapshot-testing.
private struct Counter {
  var value: Int
}

extension Snapshotting where Value == Counter, Format == String {
  fileprivate static let counter = SimplySnapshotting<String>.lines.pullback { (counter: Counter) in
    "count: \(counter.value)"
  }
}

/// A diffing of integers, stored as decimal text.
private let integers = Diffing<Int>(
  toData: { Data(String($0).utf8) },
  fromData: { Int(String(decoding: $0, as: UTF8.self)) ?? -1 },
  diff: { old, new in
    old == new ? nil : ("expected \(old), got \(new)", [XCTAttachment(string: "\(old) → \(new)")])
  })

@MainActor
@Suite("Custom strategies built with the public initialisers")
struct CustomStrategyTests {
  let folder = SnapshotFolder()

  @Test("a pullback of .lines records, passes and fails like the built-in strategies")
  func pullback() throws {
    #expect(folder.verify(Counter(value: 1), as: .counter)?.hasPrefix("No reference") == true)
    #expect(try folder.text() == "count: 1")
    #expect(folder.verify(Counter(value: 1), as: .counter, record: .never) == nil)
    let message = try #require(folder.verify(Counter(value: 2), as: .counter, record: .never))
    #expect(message.contains("\u{2212}count: 1\n+count: 2"))
  }

  @Test("Snapshotting(pathExtension:diffing:snapshot:) and Diffing(toData:fromData:diff:)")
  func initialisers() throws {
    let strategy = Snapshotting<Counter, Int>(pathExtension: "int", diffing: integers) {
      $0.value * 10
    }
    #expect(folder.verify(Counter(value: 4), as: strategy) != nil)
    #expect(try folder.text("card", "int") == "40")
    #expect(folder.verify(Counter(value: 4), as: strategy, record: .never) == nil)
    let message = try #require(folder.verify(Counter(value: 5), as: strategy, record: .never))
    #expect(message.hasPrefix("Snapshot does not match reference.\n\nexpected 40, got 50"))
    let artifacts = folder.artifacts.appendingPathComponent("CardTests/testCard.card")
    #expect(try Data(contentsOf: artifacts.appendingPathComponent("actual.int")) == Data("50".utf8))
    #expect(
      try Data(contentsOf: artifacts.appendingPathComponent("expected.int")) == Data("40".utf8))
  }

  @Test("SimplySnapshotting(pathExtension:diffing:) stores the value itself; nil extension")
  func simply() throws {
    let strategy = SimplySnapshotting<Int>(pathExtension: nil, diffing: integers)
    #expect(folder.verify(7, as: strategy) != nil)
    #expect(try Data(contentsOf: folder.reference("card", "")) == Data("7".utf8))
    #expect(folder.verify(7, as: strategy, record: .never) == nil)
  }

  @Test("asyncPullback and Async(run:) hand the value over through callbacks")
  func asyncPullback() throws {
    let strategy = SimplySnapshotting<String>.lines.asyncPullback { (counter: Counter) in
      Async { callback in callback("async \(counter.value)") }
    }
    #expect(folder.verify(Counter(value: 3), as: strategy) != nil)
    #expect(try folder.text() == "async 3")
    let mapped = Async(value: 2).map { $0 * 21 }
    var result: Int?
    mapped.run { result = $0 }
    #expect(result == 42)
  }

  @Test("a strategy that never calls back fails after its timeout, saying so")
  func timeout() throws {
    let silent = Snapshotting<Int, Int>(pathExtension: "int", diffing: integers) { _ in
      Async { _ in }
    }
    let message = try #require(
      withSnapshotTesting(artifactsDirectory: folder.artifacts) {
        verifySnapshot(
          of: 1, as: silent, named: "silent", snapshotDirectory: folder.snapshots.path,
          timeout: 0.05, file: "/repo/Tests/AppTests/CardTests.swift", testName: "testCard()")
      })
    #expect(message.hasPrefix("Could not take the snapshot: Exceeded timeout of 0.05 seconds"))
  }

  @Test("a throwing pullback fails the assertion with its error")
  func throwingPullback() throws {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "the model is broken" }
    }
    let strategy = SimplySnapshotting<String>.lines.pullback { (_: Int) -> String in
      throw Broken()
    }
    #expect(folder.verify(1, as: strategy) == "Could not take the snapshot: the model is broken")
  }

  @Test("changing a built-in diffing's closure runs the new closure")
  func replacedDiff() throws {
    var strategy = Snapshotting<String, String>.lines
    strategy.diffing.diff = { old, new in old.count == new.count ? nil : ("lengths differ", []) }
    #expect(folder.verify("abc", as: strategy) != nil)
    #expect(folder.verify("xyz", as: strategy, record: .never) == nil)
    #expect(folder.verify("abcd", as: strategy, record: .never)?.contains("lengths differ") == true)
  }
}

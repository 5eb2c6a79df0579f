import Foundation
import Testing

@testable import PinframeCommandLine

@Suite("--shard")
struct ShardTests {
  @Test(
    "every shard of N takes its part without overflowing, whatever N is",
    arguments: [
      ("1/3", [0, 1, 2, 3, 4, 5, 6], [0, 1]),
      ("3/3", [0, 1, 2, 3, 4, 5, 6], [4, 5, 6]),
      ("9223372036854775807/9223372036854775807", [0, 1, 2], [2]),
      ("1/9223372036854775807", [0, 1, 2], []),
      ("3074457345618258603/9223372036854775807", [0, 1, 2], [0]),
    ])
  func parts(text: String, items: [Int], expected: [Int]) throws {
    #expect(try Shard(text).select(items) == expected)
  }

  @Test(
    "shards that are not I/N with 1 ≤ I ≤ N are refused when parsed",
    arguments: [
      "0/3", "4/3", "-1/3", "1/0", "1/-9223372036854775808", "9223372036854775808/1", "1/3/4",
      "a/b",
    ])
  func refused(text: String) {
    #expect(throws: CommandLineError.self) { try Shard(text) }
  }

  @Test("the largest shard runs: the last spec of the sorted list, no crash")
  func largestShardRuns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    try folder.copyFixture("specs/edges.json", to: "specs/edges.json")
    let run = try pinframe(
      ["test", "specs", "--shard", "9223372036854775807/9223372036854775807", "--record", "never"],
      in: folder.url)
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("FAIL specs/edges.json\n"))
    #expect(
      run.stdout.contains(
        "0 passed, 1 failed (1 spec, shard 9223372036854775807/9223372036854775807 of 2) in "))
  }
}

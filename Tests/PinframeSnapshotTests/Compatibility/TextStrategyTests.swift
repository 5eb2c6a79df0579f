import Foundation
import Pinframe
import PinframeSnapshot
import Testing

struct CompatibilityUser: Codable {
  var id: Int
  var name: String
  var bio: String
}

private final class Father {
  var child: Child?
}

private final class Child {
  var father: Father?
}

private enum Direction {
  case left
  case offset(Int)
}

@MainActor
@Suite("Text strategies: lines, description, dump, json, plist, data")
struct TextStrategyTests {
  let folder = SnapshotFolder()
  let user = CompatibilityUser(id: 1, name: "Blobby", bio: "Blobbed around the world.")

  @Test(".lines fails with swift-snapshot-testing's hunks: −, +, figure-space context, ¬")
  func lines() throws {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
    #expect(folder.verify(old, as: .lines) != nil)
    #expect(try folder.text() == old)
    let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
      .replacingOccurrences(of: "line 12", with: "line 12 ")
    let message = try #require(folder.verify(new, as: .lines, record: .never))
    let figure = "\u{2007}"
    #expect(
      message.contains(
        """
        @@ \u{2212}1,6 +1,6 @@
        \(figure)line 1
        \u{2212}line 2
        +line two
        \(figure)line 3
        \(figure)line 4
        \(figure)line 5
        \(figure)line 6
        @@ \u{2212}8,5 +8,5 @@
        \(figure)line 8
        \(figure)line 9
        \(figure)line 10
        \(figure)line 11
        \u{2212}line 12
        +line 12 ¬
        """))
  }

  @Test(".lines' diff closure attaches the hunks as difference.patch")
  func linesAttachment() throws {
    let (message, attachments) = try #require(Diffing<String>.lines.diff("a\nb", "a\nc"))
    #expect(message == "@@ \u{2212}1,2 +1,2 @@\n\u{2007}a\n\u{2212}b\n+c")
    #expect(attachments.map(\.fileName) == ["difference.patch"])
    #expect(Diffing<String>.lines.diff("same", "same") == nil)
  }

  @Test(".description is String(describing:), stored as .txt")
  func description() throws {
    #expect(folder.verify(user, as: .description) != nil)
    #expect(
      try folder.text()
        == #"CompatibilityUser(id: 1, name: "Blobby", bio: "Blobbed around the world.")"#)
  }

  @Test(".dump sorts properties, keys and members, quotes strings and ends with a newline")
  func dump() throws {
    #expect(folder.verify(user, as: .dump) != nil)
    #expect(
      try folder.text() == """
        ▿ CompatibilityUser
          - bio: "Blobbed around the world."
          - id: 1
          - name: "Blobby"

        """)
    #expect(
      SnapshotDump.text(of: ["b": 2, "a": 1]) == """
        ▿ 2 key/value pairs
          ▿ (2 elements)
            - key: "a"
            - value: 1
          ▿ (2 elements)
            - key: "b"
            - value: 2

        """)
    #expect(SnapshotDump.text(of: Set(["y", "x"])) == "▿ 2 members\n  - \"x\"\n  - \"y\"\n")
    #expect(SnapshotDump.text(of: [1]) == "▿ 1 element\n  - 1\n")
    #expect(SnapshotDump.text(of: (1, "a")) == "▿ (2 elements)\n  - .0: 1\n  - .1: \"a\"\n")
    #expect(SnapshotDump.text(of: Int?.none as Any) == "- Optional<Int>.none\n")
    #expect(SnapshotDump.text(of: Direction.left) == "- Direction.left\n")
    #expect(SnapshotDump.text(of: Direction.offset(3)) == "▿ Direction\n  - offset: 3\n")
    #expect(
      SnapshotDump.text(of: Date(timeIntervalSinceReferenceDate: 0)) == "- 2001-01-01T00:00:00Z\n")
    #expect(SnapshotDump.text(of: Data([1, 2, 3])) == "- 3 bytes\n")
  }

  @Test(".dump marks a reference cycle instead of recursing")
  func dumpCycle() {
    let father = Father()
    father.child = Child()
    father.child?.father = father
    #expect(
      SnapshotDump.text(of: father) == """
        ▿ Father
          ▿ child: Optional<Child>
            ▿ some: Child
              ▿ father: Optional<Father>
                ▿ some (circular reference detected)

        """)
  }

  @Test(
    ".json is pretty-printed with sorted keys, stored as .json; .json(encoder) uses the encoder")
  func json() throws {
    #expect(folder.verify(user, as: .json) != nil)
    #expect(
      try folder.text("card", "json") == """
        {
          "bio" : "Blobbed around the world.",
          "id" : 1,
          "name" : "Blobby"
        }
        """)
    let compact = JSONEncoder()
    compact.outputFormatting = .sortedKeys
    #expect(folder.verify(user, as: .json(compact), named: "compact") != nil)
    #expect(
      try folder.text("compact", "json")
        == #"{"bio":"Blobbed around the world.","id":1,"name":"Blobby"}"#)
  }

  @Test(".plist is an XML property list, stored as .plist")
  func plist() throws {
    #expect(folder.verify(user, as: .plist) != nil)
    let text = try folder.text("card", "plist")
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
    #expect(text.contains("<key>name</key>\n\t<string>Blobby</string>"))
  }

  @Test(".data compares bytes and stores them without an extension")
  func data() throws {
    #expect(folder.verify(Data([1, 2, 3]), as: .data) != nil)
    #expect(try Data(contentsOf: folder.reference("card", "")) == Data([1, 2, 3]))
    let message = try #require(folder.verify(Data([1, 2]), as: .data, record: .never))
    #expect(message.contains("Expected 2 bytes to match the reference's 3."))
  }

  @Test("an encoding error fails the assertion with the encoder's reason")
  func encodingError() throws {
    let message = try #require(folder.verify(Double.nan, as: .json))
    #expect(message.hasPrefix("Could not take the snapshot: "))
  }
}

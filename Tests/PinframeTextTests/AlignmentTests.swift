import Foundation
import Testing

@testable import PinframeText

/// Where lines sit horizontally.
///
/// "Hello" is 38.385683423 pt at 17 pt; lines are placed in a 100 pt wide container unless a
/// test says otherwise.
@Suite("Alignment")
struct AlignmentTests {
  private let hello = 38.385683423295454

  private func x(
    _ alignment: NSTextAlignment, _ text: String = "Hello", width: CGFloat = 100,
    rightToLeft: Bool = false, direction: NSWritingDirection = .natural
  ) -> [CGFloat] {
    let style = paragraphStyle {
      $0.alignment = alignment
      $0.baseWritingDirection = direction
    }
    return layOut(text, width: width, rightToLeft: rightToLeft, style: style).lines.map(\.x)
  }

  @Test("left, center and right place the line's visible width")
  func leftCenterRight() {
    #expect(x(.left) == [0])
    #expect(isClose(x(.center)[0], (100 - hello) / 2))
    #expect(isClose(x(.center)[0], 30.807158288352277))
    #expect(isClose(x(.right)[0], 61.61431657670455))
    // Left stays left in a right-to-left layout.
    #expect(x(.left, rightToLeft: true) == [0])
    #expect(isClose(x(.right, rightToLeft: true)[0], 61.61431657670455))
  }

  @Test("trailing spaces hang past the right edge")
  func hangingSpaces() {
    let lines = x(.right, "Hello world", width: 50)
    #expect(isClose(lines[0], 50 - hello))
    #expect(isClose(lines[1], 50 - 42.030614786931814))
  }

  @Test("natural is left in a left-to-right layout, right in a right-to-left one")
  func natural() {
    #expect(x(.natural) == [0])
    #expect(isClose(x(.natural, rightToLeft: true)[0], 61.61431657670455))
  }

  @Test("the paragraph's base writing direction overrides the layout direction")
  func baseWritingDirection() {
    #expect(isClose(x(.natural, direction: .rightToLeft)[0], 61.61431657670455))
    #expect(x(.natural, rightToLeft: true, direction: .leftToRight) == [0])
  }

  @Test("justified lines widen their spaces to fill the width, except the paragraph's last")
  func justified() {
    let style = paragraphStyle { $0.alignment = .justified }
    let layout = layOut("one two three four five six", width: 100, style: style)
    #expect(layout.lineTexts == ["one two ", "three four ", "five six"])
    #expect(isClose(layout.lines[0].spaceExtra, 100 - 60.93869623579544))
    #expect(isClose(layout.lines[1].spaceExtra, 100 - 74.65275049147728))
    #expect(layout.lines[2].spaceExtra == 0)
    #expect(layout.lines.map(\.x) == [0, 0, 0])
    // Two spaces share the free width.
    let two = layOut("one two three four five six", width: 110, style: style)
    #expect(two.lineTexts == ["one two three ", "four five six"])
    #expect(isClose(two.lines[0].spaceExtra, (110 - 105.3157355880682) / 2))
  }

  @Test("a justified paragraph's last line is natural: right-aligned right to left")
  func justifiedLastLineRightToLeft() {
    let style = paragraphStyle { $0.alignment = .justified }
    let layout = layOut("one two three four", width: 100, rightToLeft: true, style: style)
    #expect(layout.lineTexts == ["one two ", "three four"])
    #expect(layout.lines[0].x == 0)
    #expect(isClose(layout.lines[1].x, 100 - 74.65275049147728))
  }

  @Test("every paragraph's last line stays unjustified, and so does a truncated line")
  func justifiedParagraphsAndTruncation() {
    let style = paragraphStyle {
      $0.alignment = .justified
      $0.lineBreakMode = .byTruncatingTail
    }
    let layout = layOut("one two three\nfour five six seven", width: 100, lines: 3, style: style)
    #expect(layout.lineTexts == ["one two ", "three", "four five si…"])
    #expect(layout.lines.map(\.spaceExtra).map { $0 > 0 } == [true, false, false])
    #expect(layout.isTruncated)
  }

  @Test("a line without spaces is not justified")
  func justifiedWithoutSpaces() {
    let style = paragraphStyle { $0.alignment = .justified }
    let layout = layOut("Supercalifragilistic", width: 50, style: style)
    #expect(layout.lines.map(\.spaceExtra) == [0, 0, 0])
    #expect(layout.lines.map(\.x) == [0, 0, 0])
  }

  @Test("first-line and head indents move lines from the leading edge; tail indents end them")
  func indents() {
    let style = paragraphStyle {
      $0.firstLineHeadIndent = 10
      $0.headIndent = 20
      $0.tailIndent = -5
    }
    // The first line has 85 pt ("Hello world" is 84.93), the others 75.
    let layout = layOut("Hello world again", width: 100, style: style)
    #expect(layout.lineTexts == ["Hello world ", "again"])
    #expect(layout.lines.map(\.x) == [10, 20])
    #expect(isClose(layout.usedSize.width, 10 + 84.92690077272727))
  }

  @Test("a positive tail indent is the line's end from the leading edge")
  func positiveTailIndent() {
    let style = paragraphStyle {
      $0.firstLineHeadIndent = 10
      $0.headIndent = 20
      $0.tailIndent = 70
    }
    // 60 pt for the first line, 50 for the others.
    let layout = layOut("Hello world again", width: 100, style: style)
    #expect(layout.lineTexts == ["Hello ", "world ", "again"])
    #expect(layout.lines.map(\.x) == [10, 20, 20])
  }

  @Test("right alignment ends lines at the tail indent")
  func indentsRightAligned() {
    let style = paragraphStyle {
      $0.headIndent = 20
      $0.tailIndent = -5
      $0.alignment = .right
    }
    let layout = layOut("Hello world again", width: 100, style: style)
    #expect(layout.lineTexts == ["Hello world ", "again"])
    #expect(isClose(layout.lines[0].x, 95 - 84.92690077272727))
    #expect(isClose(layout.lines[1].x, 95 - 41.05103948295454))
  }

  @Test("right to left, the head indent is on the right and the tail indent on the left")
  func indentsRightToLeft() {
    let style = paragraphStyle {
      $0.headIndent = 20
      $0.tailIndent = -5
    }
    let layout = layOut("Hello world again", width: 100, rightToLeft: true, style: style)
    #expect(layout.lineTexts == ["Hello world ", "again"])
    #expect(isClose(layout.lines[0].x, 100 - 84.92690077272727))
    #expect(isClose(layout.lines[1].x, 80 - 41.05103948295454))
    let left = paragraphStyle {
      $0.headIndent = 20
      $0.tailIndent = -5
      $0.alignment = .left
    }
    let leftAligned = layOut("Hello world again", width: 100, rightToLeft: true, style: left)
    #expect(leftAligned.lines.map(\.x) == [5, 5])
  }

  @Test("with an unconstrained width, lines align within the widest")
  func unconstrained() {
    let right = layOut("Hello world\nHi", style: paragraphStyle { $0.alignment = .right })
    #expect(right.lines[0].x == 0)
    #expect(isClose(right.lines[1].x, 84.92690077272727 - 15.673204863636363))
    #expect(isClose(right.usedSize.width, 84.92690077272727))
    let center = layOut("Hello world\nHi", style: paragraphStyle { $0.alignment = .center })
    #expect(isClose(center.lines[1].x, (84.92690077272727 - 15.673204863636363) / 2))
    let natural = layOut("Hello world\nHi", rightToLeft: true)
    #expect(isClose(natural.lines[1].x, 84.92690077272727 - 15.673204863636363))
  }
}

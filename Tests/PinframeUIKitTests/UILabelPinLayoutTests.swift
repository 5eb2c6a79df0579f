import Foundation
import Pinframe
import Testing

/// A 300 × 400 container holding one label, laid out at scale 2.
@MainActor
private func container(with label: UILabel) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
  root.addSubview(label)
  return root
}

private let sentence = "Hello world, this is a long label that wraps"

@MainActor
@Suite("PinLayout sizeToFit on labels")
struct UILabelPinLayoutTests {
  @Test("sizeToFit(.width) keeps the width the edges give and takes the wrapped height")
  func sizeToFitWidth() {
    atScale(2) {
      let label = makeLabel(sentence, lines: 0)
      let root = container(with: label)
      defer { #expect(label.superview === root) }
      label.pin.top(10).left(10).width(100).sizeToFit(.width)
      #expect(label.frame == CGRect(x: 10, y: 10, width: 100, height: 81.5))
      label.pin.top(10).horizontally(10).sizeToFit(.width)
      // 280 pt hold "Hello world, this is a long label that" (265.30) and "wraps".
      #expect(label.frame == CGRect(x: 10, y: 10, width: 280, height: 41))
    }
  }

  @Test("a one-line label keeps the given width with sizeToFit(.width); its text is truncated")
  func oneLineWidth() {
    atScale(2) {
      let label = makeLabel(sentence)
      let root = container(with: label)
      defer { #expect(label.superview === root) }
      label.pin.top(10).horizontally(10).sizeToFit(.width)
      #expect(label.frame == CGRect(x: 10, y: 10, width: 280, height: 20.5))
    }
  }

  @Test("sizeToFit(.widthFlexible) takes the width the label needs, up to the given one")
  func widthFlexible() {
    atScale(2) {
      let label = makeLabel(sentence, lines: 0)
      let root = container(with: label)
      defer { #expect(label.superview === root) }
      label.pin.top(10).left(10).width(100).sizeToFit(.widthFlexible)
      #expect(label.frame == CGRect(x: 10, y: 10, width: 95, height: 81.5))
    }
  }

  @Test("sizeToFit() takes the label's own size; with hCenter it is centred")
  func content() {
    atScale(2) {
      let label = makeLabel("Hello")
      let root = container(with: label)
      defer { #expect(label.superview === root) }
      label.pin.top(20).hCenter().sizeToFit()
      // (300 − 38.5) / 2 = 130.75, which PinLayout rounds to the 2x pixel grid: 131.
      #expect(label.frame == CGRect(x: 131, y: 20, width: 38.5, height: 20.5))
    }
  }

  @Test("sizeToFit(.height) keeps the height and takes the one-line width")
  func sizeToFitHeight() {
    atScale(2) {
      let label = makeLabel("Hello")
      let root = container(with: label)
      defer { #expect(label.superview === root) }
      label.pin.bottom(10).right(10).height(30).sizeToFit(.height)
      #expect(label.frame == CGRect(x: 251.5, y: 360, width: 38.5, height: 30))
    }
  }

  @Test("sizeToFit(.heightFlexible) takes the one-line size the label needs, below the height")
  func heightFlexible() {
    atScale(2) {
      let label = makeLabel("Hello")
      let root = container(with: label)
      defer { #expect(label.superview === root) }
      // .height keeps 30 pt (see above); the flexible form takes the 20.5 pt the line needs.
      label.pin.bottom(10).right(10).height(30).sizeToFit(.heightFlexible)
      #expect(label.frame == CGRect(x: 251.5, y: 369.5, width: 38.5, height: 20.5))
      let wrapping = makeLabel(sentence, lines: 0)
      root.addSubview(wrapping)
      // Offered an unbounded width, the text stays on one line, wider than the 300 pt root:
      // "Hello world, this is a long label that" (265.30) and " wraps" round up to 315 on the
      // 2x grid; the flexible height is the line's, not the 100 given.
      wrapping.pin.top(10).left(10).height(100).sizeToFit(.heightFlexible)
      #expect(wrapping.frame == CGRect(x: 10, y: 10, width: 315, height: 20.5))
    }
  }

  @Test("sizeToFit(.content) offers the label its current size: it wraps at the current width")
  func contentFitType() {
    atScale(2) {
      let label = makeLabel(sentence, lines: 0)
      let root = container(with: label)
      defer { #expect(label.superview === root) }
      label.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
      label.pin.top(10).left(10).sizeToFit(.content)
      // As sizeToFit(.widthFlexible) with width(100): five lines, the widest 95 pt.
      #expect(label.frame == CGRect(x: 10, y: 10, width: 95, height: 81.5))
      label.pin.top(10).left(10).width(200).sizeToFit(.content)
      // .content takes both fitted dimensions, even over an explicit width: the current 95 pt
      // is offered and the same five lines come back.
      #expect(label.frame == CGRect(x: 10, y: 10, width: 95, height: 81.5))
    }
  }

  @Test("labels below each other, as PinLayout's examples stack a title and a description")
  func stackedLabels() {
    atScale(2) {
      let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
      let title = makeLabel("Castlecrag House", font: .boldSystemFont(ofSize: 16))
      let body = makeLabel(sentence, lines: 0, font: .systemFont(ofSize: 13))
      root.addSubview(title)
      root.addSubview(body)
      title.pin.top(10).left(10).sizeToFit()
      body.pin.below(of: title, aligned: .left).right(10).marginTop(10).sizeToFit(.width)
      #expect(title.frame.origin == CGPoint(x: 10, y: 10))
      #expect(title.frame.height == 19.5)
      #expect(body.frame == CGRect(x: 10, y: 39.5, width: 280, height: 16))
    }
  }
}

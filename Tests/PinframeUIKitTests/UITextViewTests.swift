import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UITextView")
struct UITextViewTests {
  @Test("UIKit's defaults: 8 pt insets above and below, 5 pt line padding, 12 pt text")
  func defaults() {
    let view = UITextView()
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    #expect(view.text == "")
    #expect(view.font == nil)
  }

  // A 12 pt line is 14.320 pt.
  @Test("empty, it is one line plus the insets tall, at scales 1, 2 and 3")
  func emptySize() {
    let heights: [(CGFloat, CGFloat)] = [(1, 31), (2, 30.5), (3, 16 + 43.0 / 3)]
    for (scale, height) in heights {
      atScale(scale) {
        let size = UITextView().sizeThatFits(CGSize(width: 100, height: 0))
        #expect(size == CGSize(width: 10, height: height), "scale \(scale)")
      }
    }
  }

  @Test("text wraps at the width less 10 pt of padding; the size is the text's plus the insets")
  func wrapping() {
    atScale(1) {
      let view = UITextView()
      view.text = "A text view wraps its text at its width"
      let size = view.sizeThatFits(CGSize(width: 100, height: 0))
      let label = UILabel()
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 12)
      label.text = view.text
      let text = label.sizeThatFits(CGSize(width: 90, height: 0))
      #expect(text.height == 43)
      #expect(size == CGSize(width: text.width + 10, height: 59))
      view.textContainerInset = UIEdgeInsets(top: 1, left: 20, bottom: 1, right: 20)
      view.textContainer.lineFragmentPadding = 0
      #expect(view.sizeThatFits(CGSize(width: 130, height: 0)).height == 45)
    }
  }

  @Test("the text is laid out from the top, inside the insets and padding")
  func layout() {
    atScale(1) {
      let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      view.text = "Hello"
      view.font = .systemFont(ofSize: 17)
      view.layoutIfNeeded()
      let label = view.subviews.compactMap { $0 as? UILabel }.first
      #expect(label?.frame == CGRect(x: 5, y: 8, width: 190, height: 21))
      #expect(label?.font == .systemFont(ofSize: 17))
    }
  }
}

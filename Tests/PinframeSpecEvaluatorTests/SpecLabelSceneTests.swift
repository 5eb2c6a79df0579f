import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import Testing

@MainActor
@Suite("Spec labels in a scene")
struct SpecLabelSceneTests {
  @Test("a label spec view is a UILabel sized by its chain's sizeToFit")
  func labelsSizeToFit() throws {
    let scene = try laidOutScene(
      canvasSpec(
        #"""
        {"id": "title", "type": "label", "text": "Hello", "pin": "top(10).left(10).sizeToFit()"},
        {"id": "body", "type": "label", "text": "Hello world, this is a long label that wraps",
         "numberOfLines": 0, "pin": "below(of: title, aligned: .left).width(100).marginTop(4).sizeToFit(.width)"}
        """#, width: 300))
    let title = try #require(scene.views["title"] as? UILabel)
    #expect(title.text == "Hello")
    #expect(scene.frame("title") == CGRect(x: 10, y: 10, width: 39, height: 21))
    // Four lines at 100 pt (see the UILabel sizing tests): 81.148 → 82 at scale 1.
    #expect(scene.frame("body") == CGRect(x: 10, y: 35, width: 100, height: 82))
  }

  @Test("font, colour, alignment, lines and break mode reach the label")
  func properties() throws {
    let scene = try laidOutScene(
      canvasSpec(
        #"""
        {"id": "l", "type": "label", "text": "Hi", "font": "bold 20", "textColor": "systemRed",
         "textAlignment": "right", "numberOfLines": 3, "lineBreakMode": "byClipping"}
        """#))
    let label = try #require(scene.views["l"] as? UILabel)
    #expect(label.font == .boldSystemFont(ofSize: 20))
    #expect(label.textColor == .systemRed)
    #expect(label.textAlignment == .right)
    #expect(label.numberOfLines == 3)
    #expect(label.lineBreakMode == .byClipping)
  }

  @Test("a label can hold subviews, laid out by its own layoutSubviews")
  func labelChildren() throws {
    let scene = try laidOutScene(
      canvasSpec(
        #"""
        {"id": "l", "type": "label", "text": "Hello", "pin": "top(10).left(10).sizeToFit()",
         "children": [{"id": "dot", "color": "red", "pin": "right(-4).top(-4).size(8)"}]}
        """#))
    #expect(scene.frame("dot") == CGRect(x: 35, y: -4, width: 8, height: 8))
  }

  @Test("the frames dump names labels' text and font")
  func treeDump() throws {
    let scene = try laidOutScene(
      canvasSpec(#"{"id": "l", "type": "label", "text": "Hi", "pin": "top().left().sizeToFit()"}"#))
    #expect(scene.root.recursiveDescription.contains("text = 'Hi'; font = system 17"))
  }
}

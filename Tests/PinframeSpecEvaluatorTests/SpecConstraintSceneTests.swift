import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import Testing

@MainActor
@Suite("Spec views laid out by constraints and stack views")
struct SpecConstraintSceneTests {
  @Test("constraints place views against the superview, its guides and other views")
  func constraints() throws {
    let json = """
      {"canvas": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
       "views": [
        {"id": "header", "color": "systemBlue", "constraints": [
          "leading == superview.leading", "trailing == superview.trailing",
          "top == superview.safeArea.top", "height == 60"]},
        {"id": "photo", "color": "systemGray", "constraints": [
          "leading == superview.leading + 16", "top == header.bottom + 16",
          "width == 0.5 * superview.width", "height == 0.75 * photo.width"]},
        {"id": "side", "color": "systemRed", "constraints": [
          "leading == photo.trailing + 8", "trailing == superview.trailing - 16",
          "top == photo.top", "height == photo.height @750", "height <= 100"]}
      ]}
      """
    let scene = try laidOutScene(json)
    #expect(scene.frame("header") == CGRect(x: 0, y: 47, width: 390, height: 60))
    #expect(scene.frame("photo") == CGRect(x: 16, y: 123, width: 195, height: 146))
    #expect(scene.frame("side") == CGRect(x: 219, y: 123, width: 155, height: 100))
    #expect(scene.views["side"]?.translatesAutoresizingMaskIntoConstraints == false)
  }

  @Test("a stack arranges its children; constraints size them, chains place the stack")
  func stack() throws {
    let json = """
      {"canvas": {"width": 390, "height": 844},
       "views": [
        {"id": "row", "type": "stack", "spacing": 8, "distribution": "fillEqually",
         "alignment": "center", "pin": "top(100).horizontally(16).height(60)",
         "children": [
          {"id": "a", "color": "systemRed", "constraints": ["height == 40"]},
          {"id": "b", "color": "systemGreen", "constraints": ["height == 20"]},
          {"id": "c", "color": "systemBlue", "constraints": ["height == 60"]}
        ]},
        {"id": "column", "type": "stack", "axis": "vertical", "spacing": 4,
         "constraints": ["leading == superview.leading + 16", "top == row.bottom + 20"],
         "children": [
          {"id": "title", "type": "label", "text": "Title"},
          {"id": "body", "type": "label", "text": "A longer body line"}
        ]}
      ]}
      """
    let scene = try laidOutScene(json)
    let row = try #require(scene.views["row"] as? UIStackView)
    #expect(row.arrangedSubviews.count == 3)
    #expect(scene.frame("row") == CGRect(x: 16, y: 100, width: 358, height: 60))
    // (358 − 2 × 8) / 3 = 114 each, centred vertically.
    #expect(scene.frame("a") == CGRect(x: 0, y: 10, width: 114, height: 40))
    #expect(scene.frame("b") == CGRect(x: 122, y: 20, width: 114, height: 20))
    #expect(scene.frame("c") == CGRect(x: 244, y: 0, width: 114, height: 60))
    // A vertical fill stack: as wide as its widest label (137), the 21-pt lines 4 apart.
    #expect(scene.frame("column") == CGRect(x: 16, y: 180, width: 137, height: 46))
    #expect(scene.frame("title") == CGRect(x: 0, y: 0, width: 137, height: 21))
    #expect(scene.frame("body") == CGRect(x: 0, y: 25, width: 137, height: 21))
    #expect(scene.runtime.warnings.isEmpty)
  }
}

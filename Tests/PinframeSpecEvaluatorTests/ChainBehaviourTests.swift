import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import Testing

@Suite("Chains applied to views")
@MainActor
struct ChainBehaviourTests {
  @Test("a conflict warns once, naming the file, the chain's path and the view")
  func warningsNameTheView() throws {
    let scene = try laidOutScene(canvasSpec(#"{"id": "a", "pin": "top(10).top(20).size(5)"}"#))
    try scene.layout()
    #expect(
      scene.warnings.map(\.description) == [
        "test.json:$.views[0].pin: warning: view 'a': PinLayout Conflict: top(20) won't be "
          + "applied since it value has already been set to 10.0."
      ])
    #expect(scene.frame("a") == CGRect(x: 0, y: 10, width: 5, height: 5))
  }

  @Test("views get their spec id as debug name, the root is the canvas")
  func debugNames() throws {
    let scene = try laidOutScene(canvasSpec(#"{"id": "a", "children": [{"id": "b"}]}"#))
    #expect(scene.root.debugName == "canvas")
    #expect(scene.root.subtree.map(\.debugName) == ["canvas", "a", "b"])
  }

  @Test("pin.safeArea reads the superview of the view laid out, at any depth")
  func safeAreaOfTheSuperview() throws {
    let json = """
      {"canvas": {"width": 300, "height": 600, "safeArea": {"top": 47, "bottom": 34}},
       "views": [{"id": "panel", "pin": "top().horizontally().height(200)",
                  "children": [{"id": "dot", "pin": "top(pin.safeArea + 3).left().size(10)"}]}]}
      """
    let scene = try laidOutScene(json)
    #expect(scene.frame("dot") == CGRect(x: 0, y: 50, width: 10, height: 10))
  }

  @Test("margin with three values: top, horizontal, bottom")
  func threeMargins() throws {
    let scene = try laidOutScene(canvasSpec(#"{"id": "a", "pin": "all().margin(10, 20, 30)"}"#))
    #expect(scene.frame("a") == CGRect(x: 20, y: 10, width: 360, height: 360))
  }

  @Test("ifNeeded: puts the edge on the superview's line when visible() leaves no view")
  func ifNeededFallback() throws {
    let views = """
      {"id": "a", "hidden": true, "frame": [0, 0, 50, 50]},
      {"id": "b", "pin": "below(of: visible([a]), ifNeeded: .center).left(10).size(50)"},
      {"id": "c", "pin": "after(of: visible([a]), aligned: .top, ifNeeded: .end).size(50)"}
      """
    let scene = try laidOutScene(canvasSpec(views))
    #expect(scene.frame("b") == CGRect(x: 10, y: 200, width: 50, height: 50))
    // after(of:) pins the left edge: it goes to the superview's end line.
    #expect(scene.frame("c") == CGRect(x: 400, y: 0, width: 50, height: 50))
  }

  @Test("a parent that wraps its content is sized from its children, laid out first")
  func wrapContentSeesChildren() throws {
    let scene = try laidOutScene(
      canvasSpec(
        """
        {"id": "card", "color": "white", "pin": "top(20).left(20).wrapContent(padding: 10)",
         "children": [
           {"id": "icon", "color": "red", "pin": "top().left().size(40)"},
           {"id": "text", "color": "blue",
            "pin": "after(of: icon, aligned: .top).width(120).height(24).marginLeft(8)"}
         ]},
        {"id": "below", "color": "gray", "pin": "below(of: card).left(20).size(10).marginTop(4)"}
        """))
    #expect(scene.frame("card") == CGRect(x: 20, y: 20, width: 188, height: 60))
    #expect(scene.frame("icon") == CGRect(x: 10, y: 10, width: 40, height: 40))
    #expect(scene.frame("text") == CGRect(x: 58, y: 10, width: 120, height: 24))
    #expect(scene.frame("below") == CGRect(x: 20, y: 84, width: 10, height: 10))
    #expect(scene.warnings.isEmpty)
  }

  @Test("a view without a chain keeps its frame; a chain starts from the current frame")
  func framesAndChains() throws {
    let views = """
      {"id": "fixed", "frame": [5, 6, 7, 8]},
      {"id": "moved", "frame": [10, 20, 30, 40], "pin": "left(100)"}
      """
    let scene = try laidOutScene(canvasSpec(views))
    #expect(scene.frame("fixed") == CGRect(x: 5, y: 6, width: 7, height: 8))
    #expect(scene.frame("moved") == CGRect(x: 100, y: 20, width: 30, height: 40))
  }

  @Test("an animation change replaces a view's chain and properties")
  func changes() throws {
    let scene = try laidOutScene(canvasSpec(#"{"id": "a", "pin": "top().left().size(10)"}"#))
    let chain = try LayoutSpec(
      json: canvasSpec(#"{"id": "a", "pin": "bottom().right().size(20)"}"#), file: "x"
    ).views[0].properties.pin
    scene.apply(ViewChange(id: "a", properties: ViewProperties(alpha: 0.5, pin: chain)))
    try scene.layout()
    #expect(scene.frame("a") == CGRect(x: 380, y: 380, width: 20, height: 20))
    #expect(scene.views["a"]?.alpha == 0.5)
  }

  @Test("the scene lays out and renders at another scale on request")
  func otherScale() throws {
    let spec = try LayoutSpec(
      json: canvasSpec(#"{"id": "a", "pin": "width(33.3%).height(1)"}"#, width: 10, height: 10),
      file: "x")
    let scene = SpecScene(spec: spec, scale: 3)
    try scene.layout()
    #expect(scene.frame("a").width == 10.0 / 3)
    let image = try scene.renderImage()
    #expect(image.width == 30)
  }
}

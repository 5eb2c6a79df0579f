import Foundation
import Pinframe
import Testing

@MainActor
@Suite("Display list from a view tree")
struct DisplayListTests {
  @Test("backgrounds in painter's order, in device pixels at the scale")
  func paintersOrder() throws {
    let root = View(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
    root.backgroundColor = .white
    let red = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    red.backgroundColor = .red
    root.addSubview(red)
    let list = try DisplayList(view: root, scale: 2)
    #expect(list.width == 200)
    #expect(list.height == 100)
    let scale2 = CGAffineTransform(scaleX: 2, y: 2)
    #expect(
      list.commands == [
        .fill(Shape(rect: CGRect(x: 0, y: 0, width: 100, height: 50), transform: scale2), .white),
        .fill(
          Shape(
            rect: CGRect(x: 0, y: 0, width: 20, height: 20),
            transform: CGAffineTransform(translationX: 10, y: 10).concatenating(scale2)), .red),
      ])
  }

  @Test("alpha groups the subtree, clipsToBounds clips the subviews, border on top")
  func groupsClipsBorders() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.alpha = 0.5
    root.clipsToBounds = true
    root.layer.borderWidth = 1
    root.layer.borderColor = .black
    let child = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    child.backgroundColor = .blue
    root.addSubview(child)
    let list = try DisplayList(view: root, scale: 1)
    let rootShape = Shape(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let childShape = Shape(
      rect: CGRect(x: 0, y: 0, width: 10, height: 10),
      transform: CGAffineTransform(translationX: 5, y: 5))
    #expect(
      list.commands == [
        .beginGroup(opacity: 0.5), .beginClip(rootShape), .fill(childShape, .blue), .endClip,
        .stroke(rootShape, width: 1, .black), .endGroup,
      ])
  }

  @Test("hidden, alpha-0 and non-finite views draw nothing")
  func skippedViews() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    for setup in [
      { (v: View) in v.isHidden = true }, { $0.alpha = 0.001 },
      { $0.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) },
      { $0.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1) },
    ] {
      let view = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
      view.backgroundColor = .red
      setup(view)
      root.addSubview(view)
    }
    #expect(try DisplayList(view: root, scale: 1).commands.isEmpty)
  }

  @Test("an empty or non-finite canvas is an error naming the view")
  func invalidCanvas() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
    view.debugName = "card"
    #expect(
      throws: RenderError.invalidCanvas(view: "card", size: CGSize(width: 0, height: 10), scale: 2)
    ) {
      try DisplayList(view: view, scale: 2)
    }
  }
}

import Foundation
import PinframeViews
import Testing

@MainActor
private final class CountingView: View {
  static var layouts = 0

  override func layoutSubviews() {
    Self.layouts += 1
  }
}

/// A chain of `depth` views, each the only subview of the one before and offset by (1, 2) in it;
/// built from the leaf up, so that every `addSubview` is O(1).
@MainActor
func deepChain(_ depth: Int, makeView: () -> View = { View() }) -> (root: View, leaf: View) {
  let leaf = makeView()
  leaf.frame = CGRect(x: 1, y: 2, width: 10, height: 10)
  var top = leaf
  for _ in 1..<depth {
    let parent = makeView()
    parent.frame = CGRect(x: 1, y: 2, width: 10, height: 10)
    parent.addSubview(top)
    top = parent
  }
  return (top, leaf)
}

@MainActor
@Suite("View trees 10,000 levels deep")
struct DeepHierarchyTests {
  @Test("layoutIfNeeded lays out every level once, without exhausting the stack")
  func layout() {
    ViewRuntime.isolated {
      CountingView.layouts = 0
      let (root, leaf) = deepChain(10_000) { CountingView() }
      root.layoutIfNeeded()
      #expect(CountingView.layouts == 10_000)
      #expect(!root.needsLayoutInSubtree)
      leaf.setNeedsLayout()
      leaf.layoutIfNeeded()
      #expect(CountingView.layouts == 10_001)
    }
  }

  @Test("convert walks 10,000 ancestors: (0, 0) of the leaf is (10000, 20000) in the window")
  func convert() {
    ViewRuntime.isolated {
      let (root, leaf) = deepChain(10_000)
      #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: 10_000, y: 20_000))
      #expect(root.convert(CGPoint(x: 5, y: 5), from: leaf) == CGPoint(x: 9_999 + 5, y: 19_998 + 5))
      #expect(leaf.rootView === root)
    }
  }

  @Test("recursiveDescription indents each level, parents first")
  func description() {
    ViewRuntime.isolated {
      let depth = ProcessInfo.processInfo.environment["PINFRAME_STRESS"] == nil ? 1_000 : 10_000
      let (root, leaf) = deepChain(depth)
      leaf.debugName = "leaf"
      let lines = root.recursiveDescription.split(separator: "\n")
      #expect(lines.count == depth)
      #expect(lines.first == "<UIView; frame = (1 2; 10 10)>")
      let last = String(lines.last ?? "")
      let indent = String(repeating: "   | ", count: depth - 1)
      #expect(last.hasPrefix(indent))
      #expect(last.dropFirst(indent.count) == "<UIView: leaf; frame = (1 2; 10 10)>")
    }
  }

  @Test("a small tree describes its siblings in order")
  func siblingOrder() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let a = View()
    a.debugName = "a"
    let b = View()
    b.debugName = "b"
    let a1 = View()
    a1.debugName = "a1"
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(a1)
    #expect(
      root.recursiveDescription == """
        <UIView; frame = (0 0; 4 4)>
           | <UIView: a; frame = (0 0; 0 0)>
           |    | <UIView: a1; frame = (0 0; 0 0)>
           | <UIView: b; frame = (0 0; 0 0)>
        """)
  }

  @Test("a tree 100,000 levels deep is released without exhausting the stack")
  func release() {
    ViewRuntime.isolated {
      weak var leaf: View?
      do {
        let chain = deepChain(100_000)
        leaf = chain.leaf
        #expect(leaf != nil)
      }
      #expect(leaf == nil)
    }
  }
}

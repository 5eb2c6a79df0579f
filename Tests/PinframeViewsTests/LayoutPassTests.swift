import Foundation
import PinframeGraphics
import PinframeViews
import Testing

@MainActor
private final class RecordingView: View {
  var log: (String) -> Void = { _ in }
  var onLayout: () -> Void = {}

  override func layoutSubviews() {
    log(debugName ?? "?")
    onLayout()
  }
}

@MainActor
@Suite("Layout pass")
struct LayoutPassTests {
  private func tree(_ log: @escaping (String) -> Void) -> (
    RecordingView, RecordingView, RecordingView
  ) {
    let root = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = RecordingView(frame: .zero)
    let grandchild = RecordingView(frame: .zero)
    for (view, name) in [(root, "root"), (child, "child"), (grandchild, "grandchild")] {
      view.debugName = name
      view.log = log
    }
    root.addSubview(child)
    child.addSubview(grandchild)
    return (root, child, grandchild)
  }

  @Test("layoutIfNeeded lays out parents before children")
  func parentsFirst() {
    ViewRuntime.isolated {
      var calls: [String] = []
      let (root, _, _) = tree { calls.append($0) }
      root.layoutIfNeeded()
      #expect(calls == ["root", "child", "grandchild"])
    }
  }

  @Test("layoutIfNeeded does nothing when no layout is pending")
  func nothingPending() {
    ViewRuntime.isolated {
      var calls: [String] = []
      let (root, _, _) = tree { calls.append($0) }
      root.layoutIfNeeded()
      calls.removeAll()
      root.layoutIfNeeded()
      #expect(calls.isEmpty)
    }
  }

  @Test("layoutIfNeeded on a child starts at the outermost ancestor that needs layout")
  func startsAtOutermostPending() {
    ViewRuntime.isolated {
      var calls: [String] = []
      let (root, child, grandchild) = tree { calls.append($0) }
      root.layoutIfNeeded()
      calls.removeAll()
      child.setNeedsLayout()
      root.setNeedsLayout()
      grandchild.layoutIfNeeded()
      #expect(calls == ["root", "child"])
    }
  }

  @Test("a bounds-size change marks the view as needing layout; an origin change does not")
  func boundsSizeMarks() {
    ViewRuntime.isolated {
      var calls: [String] = []
      let (root, child, _) = tree { calls.append($0) }
      root.layoutIfNeeded()
      calls.removeAll()
      child.frame.origin = CGPoint(x: 5, y: 5)
      root.layoutIfNeeded()
      #expect(calls.isEmpty)
      child.frame.size = CGSize(width: 30, height: 30)
      root.layoutIfNeeded()
      #expect(calls == ["child"])
    }
  }

  @Test("a subview marked during its parent's layoutSubviews is laid out in the same pass")
  func markedDuringPass() {
    ViewRuntime.isolated {
      var calls: [String] = []
      let (root, child, _) = tree { calls.append($0) }
      root.layoutIfNeeded()
      calls.removeAll()
      root.onLayout = { child.setNeedsLayout() }
      root.setNeedsLayout()
      root.layoutIfNeeded()
      #expect(calls == ["root", "child"])
    }
  }

  @Test("the runtime's layout pass lays out every hierarchy that asked, in request order")
  func runtimePass() {
    ViewRuntime.isolated {
      var calls: [String] = []
      let (first, _, _) = tree { calls.append("a." + $0) }
      let (second, _, _) = tree { calls.append("b." + $0) }
      #expect(ViewRuntime.current.hasPendingLayout)
      ViewRuntime.current.layoutPendingViews()
      #expect(calls == ["a.root", "a.child", "a.grandchild", "b.root", "b.child", "b.grandchild"])
      #expect(!ViewRuntime.current.hasPendingLayout)
      _ = (first, second)
    }
  }

  @Test("sizeToFit uses sizeThatFits and keeps the origin")
  func sizeToFitKeepsOrigin() {
    final class Fixed: View {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 35, height: 45) }
    }
    let view = Fixed(frame: CGRect(x: 10, y: 20, width: 1, height: 1))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 35, height: 45))
  }
}

@MainActor
@Test("sizeToFit on a scaled view sets the bounds to the fitting size and keeps the transform")
func sizeToFitKeepsTransform() {
  final class Fixed: View {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 35, height: 45) }
  }
  let view = Fixed(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
  view.transform = CGAffineTransform(scaleX: 2, y: 2)
  view.sizeToFit()
  #expect(view.bounds.size == CGSize(width: 35, height: 45))
  #expect(view.center == CGPoint(x: 27.5, y: 42.5))
  #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
}

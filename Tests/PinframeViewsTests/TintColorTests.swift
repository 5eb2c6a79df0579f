import Foundation
import PinframeGraphics
import PinframeViews
import Testing

@MainActor
@Suite("Tint colour")
struct TintColorTests {
  @Test("the tint is the view's own, else the nearest ancestor's, else system blue")
  func inheritance() {
    ViewRuntime.isolated {
      let (root, middle, leaf) = (View(), View(), View())
      root.addSubview(middle)
      middle.addSubview(leaf)
      #expect(leaf.tintColor === UIColor.systemBlue)
      root.tintColor = .red
      #expect([root, middle, leaf].map(\.tintColor) == [.red, .red, .red])
      middle.tintColor = .green
      #expect([root, middle, leaf].map(\.tintColor) == [.red, .green, .green])
      middle.tintColor = nil
      #expect(leaf.tintColor == .red)
      root.tintColor = nil
      #expect(leaf.tintColor === UIColor.systemBlue)
    }
  }

  @Test("tintColorDidChange runs on each view whose tint changed, parents first")
  func hooks() {
    ViewRuntime.isolated {
      let log = TraitLog()
      let (root, a, b, c) = (
        TraitView("root", log), TraitView("a", log), TraitView("b", log), TraitView("c", log)
      )
      root.addSubview(a)
      a.addSubview(b)
      root.addSubview(c)
      c.tintColor = .green
      #expect(log.entries == ["c tint"])
      log.entries = []
      root.tintColor = .red
      #expect(log.entries == ["root tint", "a tint", "b tint"])
      log.entries = []
      root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      a.tintColor = .red
      #expect(log.entries.isEmpty)
      root.tintColor = .blue
      #expect(log.entries == ["root tint"])
      log.entries = []
      a.tintColor = nil
      #expect(log.entries == ["a tint", "b tint"])
    }
  }

  @Test("moving a view under another tint calls its hook and its inheriting subviews'")
  func moving() {
    ViewRuntime.isolated {
      let log = TraitLog()
      let tinted = View()
      tinted.tintColor = .orange
      let plain = View()
      let (moved, child, own) = (
        TraitView("moved", log), TraitView("child", log), TraitView("own", log)
      )
      moved.addSubview(child)
      moved.addSubview(own)
      own.tintColor = .purple
      log.entries = []
      plain.addSubview(moved)
      #expect(log.entries.isEmpty)
      tinted.addSubview(moved)
      #expect(log.entries == ["moved tint", "child tint"])
      #expect(child.tintColor == .orange)
      #expect(own.tintColor == .purple)
    }
  }
}

import Foundation
import PinframeGraphics
import PinframeViews
import Testing

/// What the hooks of ``TraitView``s report, in call order.
@MainActor
final class TraitLog {
  var entries: [String] = []
}

/// A view that logs its trait and tint hooks: name, old and new style, the current style.
@MainActor
final class TraitView: View {
  let name: String
  let log: TraitLog

  init(_ name: String, _ log: TraitLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  required init?(coder: NSCoder) { nil }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let before = previousTraitCollection.map { "\($0.userInterfaceStyle)" } ?? "nil"
    log.entries.append(
      "\(name) \(before)→\(traitCollection.userInterfaceStyle)"
        + " (current \(UITraitCollection.current.userInterfaceStyle))")
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    log.entries.append("\(name) tint")
  }
}

@MainActor
@Suite("Trait inheritance")
struct TraitInheritanceTests {
  /// root { a { b, c }, d }, every view logging to `log`.
  private func tree(_ log: TraitLog) -> (root: TraitView, a: TraitView, b: TraitView, c: TraitView)
  {
    let (root, a, b, c, d) = (
      TraitView("root", log), TraitView("a", log), TraitView("b", log), TraitView("c", log),
      TraitView("d", log)
    )
    root.addSubview(a)
    a.addSubview(b)
    a.addSubview(c)
    root.addSubview(d)
    return (root, a, b, c)
  }

  @Test("a root view takes the runtime's scale and direction, light appearance, large text")
  func rootTraits() {
    ViewRuntime.isolated(ViewRuntime(scale: 3, userInterfaceLayoutDirection: .rightToLeft)) {
      let expected = UITraitCollection(
        displayScale: 3, userInterfaceStyle: .light, userInterfaceLevel: .base,
        layoutDirection: .rightToLeft, preferredContentSizeCategory: .large)
      #expect(ViewRuntime.current.traitCollection == expected)
      let root = View()
      let child = View()
      root.addSubview(child)
      #expect(root.traitCollection == expected)
      #expect(child.traitCollection == expected)
      #expect(root.overrideUserInterfaceStyle == .unspecified)
    }
  }

  @Test("overrides apply to the view and its subtree, down three levels, nearest one winning")
  func overridesDownThreeLevels() {
    ViewRuntime.isolated(ViewRuntime(scale: 2)) {
      let (root, middle, leaf) = (View(), View(), View())
      root.addSubview(middle)
      middle.addSubview(leaf)
      root.overrideUserInterfaceStyle = .dark
      #expect(
        [root, middle, leaf].map(\.traitCollection.userInterfaceStyle) == [.dark, .dark, .dark])
      middle.overrideUserInterfaceStyle = .light
      #expect(
        [root, middle, leaf].map(\.traitCollection.userInterfaceStyle) == [.dark, .light, .light])
      middle.traitOverrides.horizontalSizeClass = .compact
      root.traitOverrides.preferredContentSizeCategory = .extraLarge
      root.traitOverrides.horizontalSizeClass = .regular
      #expect(
        leaf.traitCollection
          == UITraitCollection(
            displayScale: 2, userInterfaceStyle: .light, userInterfaceLevel: .base,
            layoutDirection: .leftToRight, horizontalSizeClass: .compact,
            preferredContentSizeCategory: .extraLarge))
      #expect(root.traitCollection.horizontalSizeClass == .regular)
      middle.traitOverrides = UITraitOverrides()
      #expect(leaf.traitCollection.userInterfaceStyle == .dark)
      #expect(leaf.traitCollection.horizontalSizeClass == .regular)
      root.overrideUserInterfaceStyle = .unspecified
      #expect(leaf.traitCollection.userInterfaceStyle == .light)
      #expect(middle.traitOverrides.isEmpty)
    }
  }

  @Test("traitCollectionDidChange runs once per changed view, parents first, traits current")
  func hookOrder() {
    ViewRuntime.isolated {
      let log = TraitLog()
      let (root, a, _, _) = tree(log)
      #expect(log.entries.isEmpty)
      root.overrideUserInterfaceStyle = .dark
      #expect(
        log.entries == [
          "root light→dark (current dark)", "a light→dark (current dark)",
          "b light→dark (current dark)", "c light→dark (current dark)",
          "d light→dark (current dark)",
        ])
      log.entries = []
      root.overrideUserInterfaceStyle = .dark
      a.overrideUserInterfaceStyle = .dark
      root.traitOverrides.verticalSizeClass = .unspecified
      #expect(log.entries.isEmpty)
      a.overrideUserInterfaceStyle = .light
      #expect(
        log.entries == [
          "a dark→light (current light)", "b dark→light (current light)",
          "c dark→light (current light)",
        ])
      log.entries = []
      root.overrideUserInterfaceStyle = .light
      #expect(log.entries == ["root dark→light (current light)", "d dark→light (current light)"])
    }
  }

  @Test("when the first hook runs, every view of the subtree has its new traits and colours")
  func subtreeUpdatedBeforeHooks() {
    ViewRuntime.isolated {
      final class Probe: View {
        var seen: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
          guard let leaf = subviews.first?.subviews.first else { return }
          seen.append("\(leaf.traitCollection.userInterfaceStyle)")
          seen.append(leaf.animatableValues.backgroundColor?.hexString ?? "none")
        }
      }
      let root = Probe()
      let middle = View()
      let leaf = View()
      leaf.backgroundColor = .systemBackground
      root.addSubview(middle)
      middle.addSubview(leaf)
      root.overrideUserInterfaceStyle = .dark
      #expect(root.seen == ["dark", "#000000"])
    }
  }

  @Test("moving a subtree under a superview with other traits updates it and calls its hooks")
  func moving() {
    ViewRuntime.isolated {
      let log = TraitLog()
      let darkParent = TraitView("dark", log)
      darkParent.overrideUserInterfaceStyle = .dark
      #expect(log.entries == ["dark light→dark (current dark)"])
      log.entries = []
      let lightParent = TraitView("light", log)
      let otherLight = TraitView("other", log)
      let (moved, child) = (TraitView("moved", log), TraitView("child", log))
      moved.addSubview(child)
      moved.backgroundColor = .label
      lightParent.addSubview(moved)
      otherLight.addSubview(moved)
      #expect(log.entries.isEmpty)
      darkParent.addSubview(moved)
      #expect(
        log.entries == ["moved light→dark (current dark)", "child light→dark (current dark)"])
      #expect(moved.animatableValues.backgroundColor == Color.white)
      moved.removeFromSuperview()
      #expect(child.traitCollection.userInterfaceStyle == .dark)
      log.entries = []
      lightParent.insertSubview(moved, at: 0)
      #expect(
        log.entries == ["moved dark→light (current light)", "child dark→light (current light)"])
      #expect(moved.animatableValues.backgroundColor == Color.black)
    }
  }

  @Test("a dynamic background colour is resolved with the view's traits when set and on change")
  func dynamicBackground() {
    ViewRuntime.isolated {
      let root = View()
      let view = View()
      root.addSubview(view)
      view.backgroundColor = .systemBlue
      #expect(view.backgroundColor === UIColor.systemBlue)
      #expect(view.animatableValues.backgroundColor?.rgba8 == RGBA8(red: 0, green: 122, blue: 255))
      root.overrideUserInterfaceStyle = .dark
      #expect(view.animatableValues.backgroundColor?.rgba8 == RGBA8(red: 10, green: 132, blue: 255))
      root.traitOverrides.userInterfaceLevel = .elevated
      view.backgroundColor = .secondarySystemBackground
      #expect(view.animatableValues.backgroundColor?.rgba8 == RGBA8(red: 44, green: 44, blue: 46))
      view.backgroundColor = UIColor { $0.displayScale == 1 ? .red : .blue }
      #expect(view.animatableValues.backgroundColor == Color.red)
      view.backgroundColor = nil
      #expect(view.animatableValues.backgroundColor == nil)
    }
  }

  @Test("a background colour that resolves to a non-finite component is ignored with a warning")
  func nonFiniteBackground() {
    ViewRuntime.isolated {
      ViewRuntime.current.printsWarnings = false
      let root = View()
      let view = View()
      view.debugName = "card"
      root.addSubview(view)
      view.backgroundColor = .red
      view.backgroundColor = UIColor(red: .nan, green: 0, blue: 0, alpha: 1)
      #expect(view.backgroundColor == .red)
      view.backgroundColor = UIColor {
        $0.userInterfaceStyle == .dark ? UIColor(white: .infinity, alpha: 1) : .blue
      }
      root.overrideUserInterfaceStyle = .dark
      #expect(view.animatableValues.backgroundColor == Color.blue)
      #expect(
        ViewRuntime.current.warnings == [
          "card.backgroundColor = UIExtendedSRGBColorSpace nan 0 0 1 ignored: a component is not finite",
          "card.backgroundColor = UIExtendedSRGBColorSpace inf inf inf 1 ignored: a component is not finite",
        ])
    }
  }

  @Test("a chain 10,000 levels deep switches appearance without exhausting the stack")
  func deepChainSwitch() {
    ViewRuntime.isolated {
      let (root, leaf) = deepChain(10_000)
      leaf.backgroundColor = .label
      root.overrideUserInterfaceStyle = .dark
      #expect(leaf.traitCollection.userInterfaceStyle == .dark)
      #expect(leaf.animatableValues.backgroundColor == Color.white)
    }
  }
}

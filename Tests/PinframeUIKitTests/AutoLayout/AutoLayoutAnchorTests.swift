import Pinframe
import Testing

@MainActor
@Suite("Auto Layout: anchors and NSLayoutConstraint give UIKit's frames")
struct AutoLayoutAnchorTests {
  @Test("edges pinned with constants, a constant height")
  func pinnedEdges() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let bar = constrainedView("bar")
      root.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        bar.heightAnchor.constraint(equalToConstant: 44),
      ])
      root.layoutIfNeeded()
      #expect(bar.frame == CGRect(x: 16, y: 20, width: 358, height: 44))
    }
  }

  @Test("a multiplier of the superview's width, centred in it, edges rounded to pixels (scale 1)")
  func multiplierAndCentre() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let card = constrainedView("card")
      root.addSubview(card)
      NSLayoutConstraint.activate([
        card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      ])
      root.layoutIfNeeded()
      // Solved: x 97.5, y 373.25, 195 × 97.5; each edge rounds to the nearest pixel.
      #expect(card.frame == CGRect(x: 98, y: 373, width: 195, height: 98))
    }
  }

  @Test("the item/attribute initializer, with a subview of a subview placed against the root")
  func itemAttributeInitializer() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let panel = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 200))
      let dot = constrainedView("dot")
      root.addSubview(panel)
      panel.addSubview(dot)
      NSLayoutConstraint(
        item: dot, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left,
        multiplier: 1, constant: 30
      ).isActive = true
      NSLayoutConstraint(
        item: dot, attribute: .top, relatedBy: .equal, toItem: panel, attribute: .top,
        multiplier: 1, constant: 5
      ).isActive = true
      dot.widthAnchor.constraint(equalToConstant: 10).isActive = true
      dot.heightAnchor.constraint(equalTo: dot.widthAnchor).isActive = true
      root.layoutIfNeeded()
      #expect(dot.frame == CGRect(x: 20, y: 5, width: 10, height: 10))
      #expect(panel.constraints.count == 1)
      #expect(root.constraints.count == 1)
      #expect(dot.constraints.count == 2)
    }
  }

  @Test("leading and trailing flip under right-to-left layout")
  func rightToLeft() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      root.semanticContentAttribute = .forceRightToLeft
      let chip = constrainedView("chip")
      root.addSubview(chip)
      NSLayoutConstraint.activate([
        chip.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        chip.topAnchor.constraint(equalTo: root.topAnchor),
        chip.widthAnchor.constraint(equalToConstant: 100),
        chip.heightAnchor.constraint(equalToConstant: 30),
      ])
      root.layoutIfNeeded()
      #expect(chip.frame == CGRect(x: 274, y: 0, width: 100, height: 30))
    }
  }

  @Test("a changed constant is re-solved at the next layout")
  func constantChange() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let box = constrainedView("box")
      root.addSubview(box)
      let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
      NSLayoutConstraint.activate([
        top, box.leftAnchor.constraint(equalTo: root.leftAnchor),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 50),
      ])
      root.layoutIfNeeded()
      top.constant = 90
      root.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 0, y: 90, width: 50, height: 50))
      top.isActive = false
      box.topAnchor.constraint(equalTo: root.bottomAnchor, constant: -50).isActive = true
      root.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 0, y: 794, width: 50, height: 50))
    }
  }

  @Test("a lower priority gives way; 999 beats several 998s")
  func priorities() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let line = constrainedView("line")
      root.addSubview(line)
      let wide = line.widthAnchor.constraint(equalToConstant: 300)
      wide.priority = UILayoutPriority(999)
      var narrow: [NSLayoutConstraint] = []
      for _ in 0..<5 {
        let constraint = line.widthAnchor.constraint(equalToConstant: 100)
        constraint.priority = UILayoutPriority(998)
        narrow.append(constraint)
      }
      NSLayoutConstraint.activate(
        [wide] + narrow + [
          line.leftAnchor.constraint(equalTo: root.leftAnchor),
          line.topAnchor.constraint(equalTo: root.topAnchor),
          line.heightAnchor.constraint(equalToConstant: 1),
        ])
      root.layoutIfNeeded()
      #expect(line.frame.width == 300)
      wide.priority = UILayoutPriority(997)
      root.layoutIfNeeded()
      #expect(line.frame.width == 100)
    }
  }
}

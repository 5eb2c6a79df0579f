import Pinframe
import Testing

@MainActor
@Suite("Auto Layout: offset anchors, ambiguity and the constraints affecting a view")
struct AutoLayoutDebuggingTests {
  /// Three 50-pt boxes in a row: the first at the left edge, the last at the right, all 100 tall
  /// at the top.
  private func row() -> (root: UIView, boxes: [UIView]) {
    let root = phoneRoot()
    let boxes = ["a", "b", "c"].map(constrainedView)
    for box in boxes {
      root.addSubview(box)
      NSLayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 100),
        box.topAnchor.constraint(equalTo: root.topAnchor),
      ])
    }
    NSLayoutConstraint.activate([
      boxes[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      boxes[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    return (root, boxes)
  }

  @Test("anchorWithOffset(to:) makes two gaps equal: the middle box centred between the others")
  func equalGaps() {
    ViewRuntime.isolated {
      let (root, boxes) = row()
      let gap = boxes[0].trailingAnchor.anchorWithOffset(to: boxes[1].leadingAnchor)
      let next = boxes[1].trailingAnchor.anchorWithOffset(to: boxes[2].leadingAnchor)
      let equal = gap.constraint(equalTo: next)
      equal.isActive = true
      root.layoutIfNeeded()
      // 390 − 3 × 50 = 240 of gaps, 120 each.
      #expect(boxes[1].frame == CGRect(x: 170, y: 0, width: 50, height: 100))
      #expect(
        equal.description
          == "<NSLayoutConstraint UIView:b.leading - UIView:a.trailing == "
          + "UIView:c.leading - UIView:b.trailing   (active)>")
      #expect(boxes[1].hasAmbiguousLayout == false)
    }
  }

  @Test("an offset dimension takes multipliers and constants: the top gap twice the bottom's")
  func verticalOffsetWithMultiplier() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let card = constrainedView("card")
      root.addSubview(card)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        card.widthAnchor.constraint(equalToConstant: 100),
        card.heightAnchor.constraint(equalToConstant: 44),
        root.topAnchor.anchorWithOffset(to: card.topAnchor).constraint(
          equalTo: card.bottomAnchor.anchorWithOffset(to: root.bottomAnchor), multiplier: 2),
      ])
      root.layoutIfNeeded()
      // top = 2 × (844 − 44 − top): 3 × top = 1600.
      #expect(card.frame == CGRect(x: 0, y: 533, width: 100, height: 44))
    }
  }

  @Test("an offset dimension held to a constant: a gap of 24 below a box")
  func offsetToConstant() {
    ViewRuntime.isolated {
      let (root, boxes) = row()
      let label = constrainedView("label")
      root.addSubview(label)
      NSLayoutConstraint.activate([
        boxes[0].bottomAnchor.anchorWithOffset(to: label.topAnchor).constraint(
          equalToConstant: 24),
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        label.widthAnchor.constraint(equalToConstant: 200),
        label.heightAnchor.constraint(equalToConstant: 30),
      ])
      root.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 16, y: 124, width: 200, height: 30))
    }
  }

  @Test("hasAmbiguousLayout: a missing height, then equal hugging, are ambiguous; fixed, not")
  func ambiguity() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let bar = constrainedView("bar")
      root.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.topAnchor.constraint(equalTo: root.topAnchor),
        bar.widthAnchor.constraint(equalToConstant: 100),
      ])
      root.layoutIfNeeded()
      #expect(bar.hasAmbiguousLayout)
      bar.heightAnchor.constraint(equalToConstant: 10).isActive = true
      #expect(bar.hasAmbiguousLayout == false)
      // Two views of the same hugging share a row: which one stretches is not decided.
      let left = IntrinsicView(40, 20)
      let right = IntrinsicView(40, 20)
      for view in [left, right] {
        root.addSubview(view)
        view.topAnchor.constraint(equalTo: bar.bottomAnchor).isActive = true
      }
      NSLayoutConstraint.activate([
        left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
        right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      #expect(left.hasAmbiguousLayout && right.hasAmbiguousLayout)
      left.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      #expect(left.hasAmbiguousLayout == false && right.hasAmbiguousLayout == false)
      root.layoutIfNeeded()
      #expect(left.frame == CGRect(x: 0, y: 10, width: 40, height: 20))
      #expect(right.frame == CGRect(x: 40, y: 10, width: 350, height: 20))
      // A view placed by its frame, and one placed by constraints that none names.
      #expect(root.hasAmbiguousLayout == false)
      let loose = constrainedView("loose")
      root.addSubview(loose)
      #expect(loose.hasAmbiguousLayout)
    }
  }

  @Test("probing for ambiguity leaves the frames and the warnings as they were")
  func probingChangesNothing() {
    let runtime = ViewRuntime()
    ViewRuntime.isolated(runtime) {
      let (root, boxes) = row()
      boxes[1].leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      boxes[1].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5).isActive = true
      root.layoutIfNeeded()
      let frames = boxes.map(\.frame)
      let warnings = runtime.warnings.count
      #expect(warnings == 1)
      _ = boxes.map(\.hasAmbiguousLayout)
      root.setNeedsLayout()
      root.layoutIfNeeded()
      #expect(boxes.map(\.frame) == frames)
      #expect(runtime.warnings.count == warnings)
    }
  }

  @Test(
    "constraintsAffectingLayout(for:) lists the constraints naming the view on that axis, those of parents first"
  )
  func constraintsAffectingLayout() {
    ViewRuntime.isolated {
      let (root, boxes) = row()
      root.layoutIfNeeded()
      #expect(
        boxes[0].constraintsAffectingLayout(for: .horizontal).map(\.description) == [
          "<NSLayoutConstraint UIView:a.leading == UIView:root.leading   (active)>",
          "<NSLayoutConstraint UIView:a.width == 50   (active)>",
        ])
      #expect(
        boxes[2].constraintsAffectingLayout(for: .vertical).map(\.description) == [
          "<NSLayoutConstraint UIView:c.top == UIView:root.top   (active)>",
          "<NSLayoutConstraint UIView:c.height == 100   (active)>",
        ])
    }
  }
}

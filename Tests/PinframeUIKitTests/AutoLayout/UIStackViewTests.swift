import Pinframe
import Testing

/// A view with an intrinsic size and, optionally, baselines.
private final class Block: UIView {
  let size: CGSize
  let firstBaseline: CGFloat
  let lastBaseline: CGFloat

  init(_ name: String, _ width: CGFloat, _ height: CGFloat, baseline: CGFloat = 0) {
    size = CGSize(width: width, height: height)
    firstBaseline = baseline
    lastBaseline = height - baseline
    super.init(frame: .zero)
    debugName = name
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
  override var firstBaselineOffsetFromTop: CGFloat { firstBaseline }
  override var lastBaselineOffsetFromBottom: CGFloat { lastBaseline }
}

/// A: 50 × 20, B: 80 × 30, C: 40 × 10 (baselines 15, 25 and 5 below their tops).
@MainActor
private func blocks() -> [Block] {
  [
    Block("A", 50, 20, baseline: 15), Block("B", 80, 30, baseline: 25),
    Block("C", 40, 10, baseline: 5),
  ]
}

/// A stack of `views` pinned to the root at (0, 0), `width` × `height` (unless `nil`).
@MainActor
private func pinnedStack(
  _ views: [UIView], width: CGFloat? = 300, height: CGFloat? = 100, spacing: CGFloat = 10,
  configure: (UIStackView) -> Void = { _ in }
) -> (root: UIView, stack: UIStackView) {
  let root = phoneRoot()
  let stack = UIStackView(arrangedSubviews: views)
  stack.translatesAutoresizingMaskIntoConstraints = false
  stack.spacing = spacing
  configure(stack)
  root.addSubview(stack)
  var constraints = [
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    stack.topAnchor.constraint(equalTo: root.topAnchor),
  ]
  if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
  if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
  NSLayoutConstraint.activate(constraints)
  root.layoutIfNeeded()
  return (root, stack)
}

@MainActor
@Suite("UIStackView: distributions, alignments and arrangement give UIKit's frames")
struct UIStackViewTests {
  @Test("fill: among views that hug equally the first stretches, as on iOS")
  func fillStretchesTheFirstOfEquals() {
    ViewRuntime.isolated {
      let views = blocks()
      _ = pinnedStack(views)
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 160, height: 100), CGRect(x: 170, y: 0, width: 80, height: 100),
          CGRect(x: 260, y: 0, width: 40, height: 100),
        ])
    }
  }

  @Test("fill: the view with the lowest hugging priority stretches")
  func fillStretchesTheLowestHugging() {
    ViewRuntime.isolated {
      let views = blocks()
      views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
      _ = pinnedStack(views)
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 190, height: 100),
          CGRect(x: 260, y: 0, width: 40, height: 100),
        ])
    }
  }

  @Test("fillEqually: equal lengths, edges on whole points at scale 1")
  func fillEqually() {
    ViewRuntime.isolated {
      let views = blocks()
      _ = pinnedStack(views) { $0.distribution = .fillEqually }
      // 93.333 each: edges at 0, 93.333 | 103.333, 196.667 | 206.667, 300, rounded.
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 93, height: 100), CGRect(x: 103, y: 0, width: 94, height: 100),
          CGRect(x: 207, y: 0, width: 93, height: 100),
        ])
    }
  }

  @Test(
    "fillProportionally: shares of the stack's length by priority 999, 998, …; the last gives way")
  func fillProportionally() {
    ViewRuntime.isolated {
      let views = blocks()
      _ = pinnedStack(views) { $0.distribution = .fillProportionally }
      // 300 × 50/170 = 88.235, 300 × 80/170 = 141.176; C takes what the spacing leaves: 50.588.
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 88, height: 100), CGRect(x: 98, y: 0, width: 141, height: 100),
          CGRect(x: 249, y: 0, width: 51, height: 100),
        ])
    }
  }

  @Test("equalSpacing: intrinsic lengths, equal gaps")
  func equalSpacing() {
    ViewRuntime.isolated {
      let views = blocks()
      _ = pinnedStack(views) { $0.distribution = .equalSpacing }
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 115, y: 0, width: 80, height: 100),
          CGRect(x: 260, y: 0, width: 40, height: 100),
        ])
    }
  }

  @Test("equalCentering: centres equally far apart")
  func equalCentering() {
    ViewRuntime.isolated {
      let views = blocks()
      _ = pinnedStack(views, width: 301) { $0.distribution = .equalCentering }
      // Centres at 25, 153 and 281.
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 113, y: 0, width: 80, height: 100),
          CGRect(x: 261, y: 0, width: 40, height: 100),
        ])
    }
  }

  @Test(
    "alignments across a horizontal axis",
    arguments: [
      (UIStackView.Alignment.top, [0.0, 0, 0]), (.center, [40, 35, 45]), (.bottom, [80, 70, 90]),
      (.firstBaseline, [10, 0, 20]), (.lastBaseline, [10, 0, 20]),
    ])
  func alignment(alignment: UIStackView.Alignment, tops: [Double]) {
    ViewRuntime.isolated {
      let views = blocks()
      views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
      _ = pinnedStack(views) { $0.alignment = alignment }
      #expect(views.map { Double($0.frame.minY) } == tops)
      #expect(
        views.map(\.frame.size) == [
          CGSize(width: 50, height: 20), CGSize(width: 190, height: 30),
          CGSize(width: 40, height: 10),
        ])
    }
  }

  @Test("vertical: centred across, a custom spacing after the first view")
  func verticalWithCustomSpacing() {
    ViewRuntime.isolated {
      let views = blocks()
      _ = pinnedStack(views, height: 300) { stack in
        stack.axis = .vertical
        stack.alignment = .center
        stack.setCustomSpacing(4, after: views[0])
      }
      #expect(
        views.map(\.frame) == [
          CGRect(x: 125, y: 0, width: 50, height: 246),
          CGRect(x: 110, y: 250, width: 80, height: 30),
          CGRect(x: 130, y: 290, width: 40, height: 10),
        ])
      #expect(stackOf(views[0])?.customSpacing(after: views[0]) == 4)
      #expect(stackOf(views[0])?.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    }
  }

  @Test("a hidden view collapses to zero length and its gap goes; shown again, it comes back")
  func hiddenViewsCollapse() {
    ViewRuntime.isolated {
      let views = blocks()
      let (root, _) = pinnedStack(views)
      views[1].isHidden = true
      root.layoutIfNeeded()
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 250, height: 100), CGRect(x: 250, y: 0, width: 0, height: 100),
          CGRect(x: 260, y: 0, width: 40, height: 100),
        ])
      views[1].isHidden = false
      root.layoutIfNeeded()
      #expect(views[1].frame == CGRect(x: 170, y: 0, width: 80, height: 100))
    }
  }

  @Test("layout margins: views placed within them when the arrangement is margins-relative")
  func marginsRelativeArrangement() {
    ViewRuntime.isolated {
      let views = blocks()
      _ = pinnedStack(views) { stack in
        stack.distribution = .fillEqually
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
          top: 5, leading: 10, bottom: 5, trailing: 10)
        stack.isLayoutMarginsRelativeArrangement = true
      }
      // 86.667 each from x 10: 10, 96.667 | 106.667, 193.333 | 203.333, 290.
      #expect(
        views.map(\.frame) == [
          CGRect(x: 10, y: 5, width: 87, height: 90), CGRect(x: 107, y: 5, width: 86, height: 90),
          CGRect(x: 203, y: 5, width: 87, height: 90),
        ])
    }
  }

  @Test("a stack without a size takes its views' length and the tallest view's height")
  func stackHugsItsContent() {
    ViewRuntime.isolated {
      let views = blocks()
      let (_, stack) = pinnedStack(views, width: nil, height: nil) { $0.alignment = .center }
      #expect(stack.frame == CGRect(x: 0, y: 0, width: 190, height: 30))
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 5, width: 50, height: 20), CGRect(x: 60, y: 0, width: 80, height: 30),
          CGRect(x: 150, y: 10, width: 40, height: 10),
        ])
    }
  }

  @Test("a stack placed by PinLayout lays its views out inside the frame it gets")
  func placedByPinLayout() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let views = blocks()
      views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
      let stack = UIStackView(arrangedSubviews: views)
      stack.spacing = 10
      root.addSubview(stack)
      stack.pin.top(40).left(20).width(300).height(100)
      root.layoutIfNeeded()
      #expect(stack.frame == CGRect(x: 20, y: 40, width: 300, height: 100))
      #expect(
        views.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 190, height: 100),
          CGRect(x: 260, y: 0, width: 40, height: 100),
        ])
    }
  }

  @Test("arranged subviews: insert, move, remove (stays a subview), removeFromSuperview")
  func arrangedSubviews() {
    ViewRuntime.isolated {
      let views = blocks()
      let stack = UIStackView(arrangedSubviews: [views[0], views[2]])
      stack.insertArrangedSubview(views[1], at: 1)
      #expect(stack.arrangedSubviews.map(\.debugName) == ["A", "B", "C"])
      #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
      stack.insertArrangedSubview(views[2], at: 0)
      #expect(stack.arrangedSubviews.map(\.debugName) == ["C", "A", "B"])
      stack.removeArrangedSubview(views[0])
      #expect(stack.arrangedSubviews.map(\.debugName) == ["C", "B"])
      #expect(views[0].superview === stack)
      views[1].removeFromSuperview()
      #expect(stack.arrangedSubviews.map(\.debugName) == ["C"])
      stack.insertArrangedSubview(views[1], at: 99)
      #expect(stack.arrangedSubviews.map(\.debugName) == ["C", "B"])
    }
  }

  @Test("the stack's constraints carry UIKit's UISV names")
  func constraintNames() {
    ViewRuntime.isolated {
      let views = blocks()
      let (_, stack) = pinnedStack(views) { $0.distribution = .fillEqually }
      let names = Set(stack.constraints.compactMap(\.identifier))
      #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally"])
    }
  }
  @Test("three labels of equal hugging: the first takes the room left, as iOS's 'LOVE Kisses XOXO'")
  func labelsFillFromTheFirst() {
    ViewRuntime.isolated {
      let labels = ["LOVE", "Kisses", "XOXO"].map { text -> UILabel in
        let label = UILabel()
        label.text = text
        return label
      }
      _ = pinnedStack(labels, height: nil, spacing: 4)
      let widths = labels.map { $0.intrinsicContentSize.width }
      #expect(labels[0].frame.width == (300 - 8 - widths[1] - widths[2]).rounded())
      #expect(labels[1].frame.size.width == widths[1].rounded())
      #expect(
        labels.allSatisfy { $0.frame.height == labels[0].intrinsicContentSize.height.rounded() })
    }
  }

  @Test("stacks nest: a vertical stack of two rows, each row filling the column's width")
  func nestedStacks() {
    ViewRuntime.isolated {
      let top = blocks()
      let bottom = [Block("D", 20, 20), Block("E", 30, 40)]
      let rows = [UIStackView(arrangedSubviews: top), UIStackView(arrangedSubviews: bottom)]
      for row in rows { row.spacing = 10 }
      let (_, column) = pinnedStack(rows, height: nil, spacing: 8) { $0.axis = .vertical }
      #expect(column.frame == CGRect(x: 0, y: 0, width: 300, height: 78))
      #expect(
        rows.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 38, width: 300, height: 40),
        ])
      #expect(
        bottom.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 260, height: 40), CGRect(x: 270, y: 0, width: 30, height: 40),
        ])
    }
  }

  @Test("hiding an arranged view in UIView.animate animates its neighbours on the virtual clock")
  func animatedHiding() throws {
    try ViewRuntime.isolated {
      let views = blocks()
      let (root, _) = pinnedStack(views)
      let clock = AnimationClock.current
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
        views[1].isHidden = true
        root.layoutIfNeeded()
      }
      #expect(views[0].frame.width == 250)
      try clock.advance(to: 0.5)
      // From 160 to 250 wide, half way.
      #expect(clock.presentationValues(of: views[0]).frame.width == 205)
    }
  }

  @Test("200 stacks nested in one another lay out, each inside the last")
  func deepNesting() {
    ViewRuntime.isolated {
      let leaf = Block("leaf", 10, 10)
      var inner: UIView = leaf
      for _ in 0..<200 {
        inner = UIStackView(arrangedSubviews: [inner])
      }
      let (_, outer) = pinnedStack([inner], width: 50, height: 40)
      #expect(outer.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
      #expect(leaf.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    }
  }
}

@MainActor
private func stackOf(_ view: UIView) -> UIStackView? { view.superview as? UIStackView }

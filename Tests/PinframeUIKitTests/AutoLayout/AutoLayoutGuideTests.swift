import Pinframe
import Testing

@MainActor
@Suite("Auto Layout: safe-area and margin guides, intrinsic sizes")
struct AutoLayoutGuideTests {
  @Test("the safe-area guide of an iPhone 13 (47 top, 34 bottom) and of its landscape (47 sides)")
  func safeAreaGuide() {
    ViewRuntime.isolated {
      for (size, insets, expected) in [
        (
          CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
          CGRect(x: 0, y: 47, width: 390, height: 763)
        ),
        (
          CGSize(width: 844, height: 390), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
          CGRect(x: 47, y: 0, width: 750, height: 369)
        ),
      ] {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.safeAreaInsets = insets
        let content = constrainedView("content")
        root.addSubview(content)
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
          content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
          content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
          content.topAnchor.constraint(equalTo: guide.topAnchor),
          content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == expected)
      }
    }
  }

  @Test("the margins guide and the margin attributes keep 8 points from the edges")
  func marginsGuide() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let text = constrainedView("text")
      root.addSubview(text)
      NSLayoutConstraint.activate([
        text.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        text.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        NSLayoutConstraint(
          item: text, attribute: .top, relatedBy: .equal, toItem: root,
          attribute: .topMargin, multiplier: 1, constant: 0),
        text.heightAnchor.constraint(equalToConstant: 20),
      ])
      root.layoutIfNeeded()
      #expect(text.frame == CGRect(x: 8, y: 8, width: 374, height: 20))
      #expect(root.safeAreaLayoutGuide === root.safeAreaLayoutGuide)
    }
  }

  @Test("two labels in a row: the one that hugs less (250 against 251) takes the extra width")
  func hugging() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let name = IntrinsicView(60, 20)
      let value = IntrinsicView(100, 20)
      root.addSubview(name)
      root.addSubview(value)
      name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
      NSLayoutConstraint.activate([
        name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
        value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        name.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
      ])
      root.layoutIfNeeded()
      #expect(name.frame == CGRect(x: 16, y: 20, width: 60, height: 20))
      #expect(value.frame == CGRect(x: 84, y: 20, width: 290, height: 20))
    }
  }

  @Test("too little room: the one that resists compression less (749 against 750) shrinks")
  func compressionResistance() {
    ViewRuntime.isolated {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let name = IntrinsicView(120, 20)
      let value = IntrinsicView(100, 20)
      root.addSubview(name)
      root.addSubview(value)
      value.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
      NSLayoutConstraint.activate([
        name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
        value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        name.topAnchor.constraint(equalTo: root.topAnchor),
        value.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      #expect(name.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
      #expect(value.frame == CGRect(x: 120, y: 0, width: 80, height: 20))
    }
  }
}

@MainActor
@Suite("Auto Layout: systemLayoutSizeFitting")
struct AutoLayoutFittingTests {
  @Test("a cell's content decides its height at the fitting level; a required width holds")
  func fitting() {
    ViewRuntime.isolated {
      let cell = UIView()
      let title = IntrinsicView(80, 21)
      let subtitle = IntrinsicView(120, 17)
      cell.addSubview(title)
      cell.addSubview(subtitle)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
        subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        subtitle.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        subtitle.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
      ])
      let size = cell.systemLayoutSizeFitting(
        CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size == CGSize(width: 390, height: 64))
      #expect(
        cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
          == CGSize(width: 152, height: 64))
    }
  }
}

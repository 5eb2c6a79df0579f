import Foundation
import PinframeLayout
import PinframeViews
import Testing

private typealias Case = LayoutCase<TwoBranchFixture>

/// AdjustSizeSpec runs at display scale 2 on the shared two-branch hierarchy.
@MainActor
private func run(_ cases: [Case]) {
  check(cases, scale: 2, in: TwoBranchFixture.init)
}

@MainActor
@Suite("Width, height, size and sizeToFit (AdjustSizeSpec)")
struct AdjustSizeTests {
  @Test("width(value / percent / of:); negative widths and unattached views are ignored")
  func width() {
    run([
      Case(\.aView, rect(140, 100, 35, 60)) { $0.aView.pin.width(35) },
      Case(
        \.aView, rect(140, 100, 100, 60),
        warning: [
          "width(-20.0) won't be applied", "the width (-20.0) must be greater than or equal",
        ]
      ) { $0.aView.pin.width(-20) },
      Case(\.aView, rect(140, 100, 200, 60)) { $0.aView.pin.width(50%) },
      Case(\.aView, rect(140, 100, 800, 60)) { $0.aView.pin.width(200%) },
      Case(\.aView, rect(140, 100, 100, 60), warning: ["width(-20%) won't be applied"]) {
        $0.aView.pin.width(-20%)
      },
      Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.width(50%) },
      Case(\.aView, rect(140, 100, 50, 60)) { $0.aView.pin.width(of: $0.aViewChild) },
    ])
  }

  @Test("height(value / percent / of:)")
  func height() {
    run([
      Case(\.aView, rect(140, 100, 100, 35)) { $0.aView.pin.height(35) },
      Case(\.aView, rect(140, 100, 100, 60), warning: ["the height (-20.0) must be greater"]) {
        $0.aView.pin.height(-20)
      },
      Case(\.aView, rect(140, 100, 100, 200)) { $0.aView.pin.height(50%) },
      Case(\.aView, rect(140, 100, 100, 800)) { $0.aView.pin.height(200%) },
      Case(\.unattached, rect(10, 10, 10, 10)) { $0.unattached.pin.height(50%) },
      Case(\.aView, rect(140, 100, 100, 30)) { $0.aView.pin.height(of: $0.aViewChild) },
    ])
  }

  @Test("size(...) sets each dimension on its own; only the conflicting one warns")
  func size() {
    let widthConflict = ["size", "width", "won't be applied", "value has already been set"]
    run([
      Case(\.aView, rect(140, 100, 25, 25)) { $0.aView.pin.size(CGSize(width: 25, height: 25)) },
      Case(\.aView, rect(140, 100, 100, 100)) { $0.aView.pin.size(100) },
      Case(\.aView, rect(140, 100, 200, 200)) { $0.aView.pin.size(50%) },
      Case(\.aView, rect(140, 100, 90, 25), warning: widthConflict) {
        $0.aView.pin.width(90).size(CGSize(width: 25, height: 25))
      },
      Case(
        \.aView, rect(140, 100, 25, 90),
        warning: ["size", "height", "won't be applied", "value has already been set"]
      ) { $0.aView.pin.height(90).size(CGSize(width: 25, height: 25)) },
      Case(\.aView, rect(140, 100, 50, 30)) { $0.aView.pin.size(of: $0.aViewChild) },
      Case(\.aView, rect(140, 100, 90, 30), warning: widthConflict) {
        $0.aView.pin.width(90).size(of: $0.aViewChild)
      },
      Case(\.aView, rect(140, 100, 90, 20), warning: widthConflict) {
        $0.aView.pin.width(90).size(20)
      },
      Case(\.aView, rect(140, 100, 90, 200), warning: widthConflict) {
        $0.aView.pin.width(90).size(50%)
      },
    ])
  }

  @Test("sizeToFit with an explicit size or a centre")
  func sizeToFitWithSize() {
    run([
      Case(\.aView, rect(140, 100, 20, 80)) {
        $0.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 16, 100)) {
        $0.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.height)
      },
      Case(\.aViewChild, rect(30, 10, 40, 40)) {
        $0.aViewChild.pin.center(to: $0.aView.anchor.center).height(40).sizeToFit(.height)
      },
      Case(\.aViewChild, rect(40, -10, 20, 80)) {
        $0.aViewChild.pin.center(to: $0.aView.anchor.center).width(20).sizeToFit(.width)
      },
    ])
  }

  @Test("sizeToFit between two edges, with margins and justify")
  func sizeToFitBetweenEdges() {
    run([
      Case(\.aView, rect(20, 100, 300, 5.5)) { $0.aView.pin.left(20).right(80).sizeToFit(.width) },
      Case(\.aView, rect(30, 100, 290, 6)) {
        $0.aView.pin.left(20).right(80).marginLeft(10).sizeToFit(.width)
      },
      Case(\.aView, rect(20, 100, 290, 6)) {
        $0.aView.pin.left(20).right(80).marginRight(10).sizeToFit(.width)
      },
      Case(\.aView, rect(30, 100, 280, 6)) {
        $0.aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width)
      },
      Case(\.aView, rect(30, 100, 280, 6)) {
        $0.aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width)
          .justify(.center)
      },
      Case(\.aView, rect(30, 100, 280, 6)) {
        $0.aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width)
          .justify(.right)
      },
      Case(\.aView, rect(140, 20, 5.5, 300)) {
        $0.aView.pin.top(20).bottom(80).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 30, 6, 290)) {
        $0.aView.pin.top(20).bottom(80).marginTop(10).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 20, 6, 290)) {
        $0.aView.pin.top(20).bottom(80).marginBottom(10).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 30, 6, 280)) {
        $0.aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height)
      },
    ])
  }

  @Test("sizeToFit with one edge and a size: margins move the view")
  func sizeToFitWithOneEdge() {
    run([
      Case(\.aView, rect(100, 100, 200, 8)) {
        $0.aView.pin.right(100).width(200).sizeToFit(.width)
      },
      Case(\.aView, rect(100, 100, 200, 8)) {
        $0.aView.pin.right(100).width(200).marginLeft(10).sizeToFit(.width)
      },
      Case(\.aView, rect(90, 100, 200, 8)) {
        $0.aView.pin.right(100).width(200).marginRight(10).sizeToFit(.width)
      },
      Case(\.aView, rect(90, 100, 200, 8)) {
        $0.aView.pin.right(100).width(200).marginLeft(10).marginRight(10).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 8, 200)) {
        $0.aView.pin.bottom(100).height(200).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 100, 8, 200)) {
        $0.aView.pin.bottom(100).height(200).marginTop(10).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 90, 8, 200)) {
        $0.aView.pin.bottom(100).height(200).marginBottom(10).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 90, 8, 200)) {
        $0.aView.pin.bottom(100).height(200).marginTop(10).marginBottom(10).sizeToFit(.height)
      },
    ])
  }

  @Test("sizeToFit with one edge, a size and pinEdges(): margins shrink the view")
  func sizeToFitWithPinEdges() {
    run([
      Case(\.aView, rect(100, 100, 200, 8)) {
        $0.aView.pin.right(100).width(200).pinEdges().sizeToFit(.width)
      },
      Case(\.aView, rect(110, 100, 190, 8.5)) {
        $0.aView.pin.right(100).width(200).pinEdges().marginLeft(10).sizeToFit(.width)
      },
      Case(\.aView, rect(100, 100, 190, 8.5)) {
        $0.aView.pin.right(100).width(200).pinEdges().marginRight(10).sizeToFit(.width)
      },
      Case(\.aView, rect(110, 100, 180, 9)) {
        $0.aView.pin.right(100).width(200).pinEdges().marginLeft(10).marginRight(10)
          .sizeToFit(.width)
      },
      Case(\.aView, rect(110, 100, 180, 9)) {
        $0.aView.pin.right(100).width(200).pinEdges().marginLeft(10).marginRight(10)
          .sizeToFit(.width).justify(.left)
      },
      Case(\.aView, rect(140, 110, 9, 180)) {
        $0.aView.pin.bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10)
          .sizeToFit(.height).justify(.left)
      },
      Case(\.aView, rect(140, 100, 8, 200)) {
        $0.aView.pin.bottom(100).height(200).pinEdges().sizeToFit(.height)
      },
      Case(\.aView, rect(140, 110, 8.5, 190)) {
        $0.aView.pin.bottom(100).height(200).pinEdges().marginTop(10).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 100, 8.5, 190)) {
        $0.aView.pin.bottom(100).height(200).pinEdges().marginBottom(10).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 110, 9, 180)) {
        $0.aView.pin.bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10)
          .sizeToFit(.height)
      },
    ])
  }

  @Test("sizeToFit(.width) with four edges and margins: the height comes from sizeThatFits")
  func sizeToFitWithFourEdges() {
    let cases: [(CGRect, (consuming PinLayout) -> PinLayout)] = [
      (rect(20, 20, 200, 8), { $0 }),
      (rect(30, 20, 190, 8.5), { $0.marginLeft(10) }),
      (rect(20, 20, 190, 8.5), { $0.marginRight(10) }),
      (rect(30, 20, 180, 9), { $0.marginLeft(10).marginRight(10) }),
      (rect(20, 30, 200, 8), { $0.marginTop(10) }),
      (rect(20, 20, 200, 8), { $0.marginBottom(10) }),
      (rect(30, 20, 190, 8.5), { $0.marginLeft(10).marginBottom(10) }),
      (rect(30, 30, 190, 8.5), { $0.marginLeft(10).marginTop(10) }),
      (rect(30, 30, 190, 8.5), { $0.marginLeft(10).marginTop(10).marginBottom(10) }),
      (rect(30, 30, 180, 9), { $0.marginLeft(10).marginRight(10).marginTop(10) }),
      (rect(30, 20, 180, 9), { $0.marginLeft(10).marginRight(10).marginBottom(10) }),
      (rect(30, 30, 180, 9), { $0.marginLeft(10).marginRight(10).marginTop(10).marginBottom(10) }),
    ]
    run(
      cases.map { expected, margins in
        Case(\.aView, expected) {
          margins($0.aView.pin.top(20).left(20).bottom(180).right(180)).sizeToFit(.width)
        }
      })
  }

  @Test("sizeToFit with justify and align")
  func sizeToFitWithJustifyAndAlign() {
    let pinned = { (fixture: TwoBranchFixture) in
      fixture.aView.pin.top(20).left(20).bottom(180).right(180)
    }
    run([
      Case(\.aView, rect(30, 30, 180, 9)) {
        pinned($0).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width).justify(.left)
      },
      Case(\.aView, rect(30, 30, 180, 9)) {
        pinned($0).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width).justify(.center)
      },
      Case(\.aView, rect(35, 30, 180, 9)) {
        pinned($0).marginLeft(15).marginRight(5).marginTop(10).sizeToFit(.width).justify(.right)
      },
      Case(\.aView, rect(30, 30, 180, 9)) {
        pinned($0).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width).align(.top)
      },
      Case(\.aView, rect(30, 120.5, 180, 9)) {
        pinned($0).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width).align(.center)
      },
      Case(\.aView, rect(35, 311, 180, 9)) {
        $0.aView.pin.top(20).left(20).bottom(80).right(180).marginLeft(15).marginRight(5)
          .marginTop(10).sizeToFit(.width).align(.bottom)
      },
      Case(\.aView, rect(140, 30, 6, 280)) {
        $0.aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height)
          .align(.center)
      },
      Case(\.aView, rect(140, 30, 6, 280)) {
        $0.aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height)
          .align(.bottom)
      },
    ])
  }

  @Test("sizeToFit from explicit or other views' sizes; the fitted dimension wins over height()")
  func sizeToFitFromSizes() {
    run([
      Case(\.aView, rect(140, 100, 100, 16)) { $0.aView.pin.width(100).sizeToFit(.width) },
      Case(\.aView, rect(140, 100, 16, 100)) { $0.aView.pin.height(100).sizeToFit(.height) },
      Case(\.aView, rect(140, 0, 100, 16)) {
        $0.aView.pin.top(0).height(70).width(100).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 100, 16)) {
        $0.aView.pin.height(90).width(100).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 50, 32)) {
        $0.aView.pin.width(of: $0.aViewChild).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 80, 20)) {
        $0.aView.pin.width(80).width(of: $0.aViewChild).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 53.5, 30)) {
        $0.aView.pin.height(of: $0.aViewChild).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 100, 90, 18)) {
        $0.aView.pin.width(90).height(of: $0.aViewChild).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 50, 32)) {
        $0.aView.pin.size(of: $0.aViewChild).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 50, 30)) {
        $0.aView.pin.size(of: $0.aViewChild).sizeToFit(.width).maxHeight(30)
      },
      Case(\.aView, rect(140, 100, 90, 18)) {
        $0.aView.pin.width(90).size(of: $0.aViewChild).sizeToFit(.width)
      },
    ])
  }

  @Test("sizeToFit with min/max width and height")
  func sizeToFitWithMinMax() {
    run([
      Case(\.aView, rect(140, 100, 100, 20)) {
        $0.aView.pin.width(100).minHeight(20).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 100, 10)) {
        $0.aView.pin.width(100).maxHeight(10).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 10, 100)) {
        $0.aView.pin.height(100).maxWidth(10).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 100, 20, 100)) {
        $0.aView.pin.height(100).minWidth(20).sizeToFit(.height)
      },
      Case(\.aView, rect(140, 100, 160, 10)) { $0.aView.pin.minWidth(160).sizeToFit(.width) },
      Case(\.aView, rect(140, 100, 50, 32)) { $0.aView.pin.maxWidth(50).sizeToFit(.width) },
      Case(\.aView, rect(140, 100, 10, 160)) { $0.aView.pin.minHeight(160).sizeToFit(.height) },
      Case(\.aView, rect(140, 100, 32, 50)) { $0.aView.pin.maxHeight(50).sizeToFit(.height) },
    ])
  }

  @Test("sizeToFit and aspectRatio share one slot: the first wins and the second warns")
  func adjustSizeConflicts() {
    run([
      Case(
        \.aView, rect(140, 100, 27, 60),
        warning: ["sizeToFit(.height)", "won't be applied", "conflicts with sizeToFit(.height)"]
      ) { $0.aView.pin.width(100).sizeToFit(.height).sizeToFit(.height) },
      Case(
        \.aView, rect(140, 100, 100, 50),
        warning: ["sizeToFit(.width)", "won't be applied", "aspectRatio(2.0)"]
      ) { $0.aView.pin.width(100).aspectRatio(2).sizeToFit(.width) },
      Case(
        \.aView, rect(140, 100, 100, 16),
        warning: [" aspectRatio(2.0)", "won't be applied", "conflicts with sizeToFit(.width)"]
      ) { $0.aView.pin.sizeToFit(.width).aspectRatio(2) },
      Case(
        \.aView, rect(140, 100, 100, 16),
        warning: [" aspectRatio(2.0)", "won't be applied", "conflicts with sizeToFit(.width)"]
      ) { $0.aView.pin.width(100).sizeToFit(.width).aspectRatio(2) },
    ])
  }

  @Test("sizeToFit(.width) and (.height) from the current size; flexible forms")
  func sizeToFitFromCurrentSize() {
    func offset(_ value: CGFloat, _ fixture: TwoBranchFixture) -> PinLayout {
      fixture.aView.sizeThatFitSizeOffset = value
      return fixture.aView.pin
    }
    run([
      Case(\.aView, rect(140, 100, 100, 16)) { $0.aView.pin.sizeToFit(.width) },
      Case(\.aView, rect(140, 100, 50, 32)) { $0.aView.pin.width(50).sizeToFit(.width) },
      Case(\.aView, rect(140, 100, 27, 60)) { $0.aView.pin.sizeToFit(.height) },
      Case(\.aView, rect(140, 100, 32, 50)) { $0.aView.pin.height(50).sizeToFit(.height) },
      Case(\.aView, rect(140, 100, 50, 40)) { offset(-10, $0).width(50).sizeToFit(.width) },
      Case(\.aView, rect(140, 100, 40, 40)) { offset(-10, $0).width(50).sizeToFit(.widthFlexible) },
      Case(\.aView, rect(140, 100, 20, 160)) {
        offset(-10, $0).size(CGSize(width: 20, height: 100)).sizeToFit(.width)
      },
      Case(\.aView, rect(140, 100, 10, 160)) {
        offset(-10, $0).size(CGSize(width: 20, height: 100)).sizeToFit(.widthFlexible)
      },
      Case(\.aView, rect(140, 100, 32, 60)) { offset(-10, $0).sizeToFit(.height) },
      Case(\.aView, rect(140, 100, 32, 50)) { offset(-10, $0).sizeToFit(.heightFlexible) },
      Case(\.aView, rect(140, 100, 40, 50)) { offset(-10, $0).height(50).sizeToFit(.height) },
      Case(\.aView, rect(140, 100, 50, 27)) { offset(10, $0).width(50).sizeToFit(.width) },
      Case(\.aView, rect(140, 100, 40, 30)) { offset(10, $0).height(30).sizeToFit(.height) },
      Case(\.aView, rect(140, 100, 50, 32)) {
        $0.aView.frame.size = CGSize(width: 50, height: 0)
        $0.aView.pin.sizeToFit(.width)
      },
    ])
  }

  @Test("sizeToFit() takes both fitting dimensions (35×45); centring rounds at scale 3")
  func sizeToFitContent() {
    check(
      [
        Case(\.aView, rect(182.5, 177.5, 35, 45).rounded(toScale: 3)) {
          $0.aView.pin.sizeToFit().center()
        }
      ], scale: 3, in: TwoBranchFixture.init)
    let (fixture, _) = inPinRuntime(scale: 3) { () -> TwoBranchFixture in
      let fixture = TwoBranchFixture()
      fixture.aView.pin.sizeToFit().center()
      return fixture
    }
    #expect(abs(fixture.aView.frame.minX - 182.6667) < 0.0001)
    #expect(abs(fixture.aView.frame.minY - 177.6667) < 0.0001)
  }

  @Test("sizeToFit() matches View.sizeToFit()")
  func sizeToFitMatchesView() {
    let (sizes, _) = inPinRuntime { () -> (CGSize, CGSize) in
      let view = BasicView("label", .zero)
      view.pin.sizeToFit()
      let pinned = view.bounds.size
      view.bounds.size = .zero
      view.sizeToFit()
      return (pinned, view.bounds.size)
    }
    #expect(sizes.0 == sizes.1)
  }
}

extension CGRect {
  /// The rectangle with its origin on the pixel grid of `scale` (sizes here are integral).
  fileprivate func rounded(toScale scale: CGFloat) -> CGRect {
    CGRect(
      x: (minX * scale).rounded() / scale, y: (minY * scale).rounded() / scale, width: width,
      height: height)
  }
}

import Foundation
import PinframeGraphics
import PinframeLayout
import PinframeViews
import Testing

/// MarginsSpec's hierarchy: the single-view tree with aView at (140, 100, 200×120).
@MainActor
private func makeFixture() -> SingleViewFixture {
  let fixture = SingleViewFixture()
  fixture.aView.frame = rect(140, 100, 200, 120)
  return fixture
}

/// How a case writes its margins: in points, or as the same distance in percent of the
/// 400-point superview (10 points = 2.5%).
enum MarginUnit: CaseIterable {
  case points
  case percent
}

/// `points` as a percent of the 400-point superview.
private func percent(_ points: CGFloat) -> Percent { Percent(value: points / 4) }

extension PinLayout {
  @discardableResult
  fileprivate consuming func margin(_ value: CGFloat, _ unit: MarginUnit) -> PinLayout {
    unit == .points ? margin(value) : margin(percent(value))
  }

  @discardableResult
  fileprivate consuming func marginLeft(_ value: CGFloat, _ unit: MarginUnit) -> PinLayout {
    unit == .points ? marginLeft(value) : marginLeft(percent(value))
  }

  @discardableResult
  fileprivate consuming func marginRight(_ value: CGFloat, _ unit: MarginUnit) -> PinLayout {
    unit == .points ? marginRight(value) : marginRight(percent(value))
  }

  @discardableResult
  fileprivate consuming func marginTop(_ value: CGFloat, _ unit: MarginUnit) -> PinLayout {
    unit == .points ? marginTop(value) : marginTop(percent(value))
  }

  @discardableResult
  fileprivate consuming func marginBottom(_ value: CGFloat, _ unit: MarginUnit) -> PinLayout {
    unit == .points ? marginBottom(value) : marginBottom(percent(value))
  }

  @discardableResult
  fileprivate consuming func marginHorizontal(_ value: CGFloat, _ unit: MarginUnit) -> PinLayout {
    unit == .points ? marginHorizontal(value) : marginHorizontal(percent(value))
  }

  @discardableResult
  fileprivate consuming func marginVertical(_ value: CGFloat, _ unit: MarginUnit) -> PinLayout {
    unit == .points ? marginVertical(value) : marginVertical(percent(value))
  }
}

/// Runs every case twice, with margins in points and in percent.
@MainActor
private func run(
  _ cases: [(CGRect, (SingleViewFixture, MarginUnit) -> Void)],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for unit in MarginUnit.allCases {
    check(
      cases.map { expected, layout in
        LayoutCase(\.aView, expected, sourceLocation: sourceLocation) { layout($0, unit) }
      }, in: makeFixture)
  }
}

@MainActor
@Suite("Margins (MarginsSpec)")
struct MarginsTests {
  @Test("Horizontal margins are ignored with only a width")
  func widthOnly() {
    run([(rect(140, 100, 100, 120), { f, u in f.aView.pin.width(100).margin(10, u) })])
  }

  @Test("left + width: margins move the view; with pinEdges() they shrink it")
  func leftAndWidth() {
    run([
      (rect(150, 100, 100, 120), { f, u in f.aView.pin.left(140).width(100).margin(10, u) }),
      (
        rect(150, 100, 80, 120),
        { f, u in f.aView.pin.left(140).width(100).pinEdges().margin(10, u) }
      ),
      (
        rect(150, 100, 90, 120),
        { f, u in f.aView.pin.left(140).width(100).pinEdges().marginLeft(10, u) }
      ),
      (
        rect(140, 100, 90, 120),
        { f, u in f.aView.pin.left(140).width(100).pinEdges().marginRight(10, u) }
      ),
      (
        rect(150, 100, 80, 120),
        { f, u in f.aView.pin.left(140).width(100).pinEdges().marginLeft(10, u).marginRight(10, u) }
      ),
      (
        rect(150, 100, 80, 120),
        { f, u in f.aView.pin.left(140).width(100).pinEdges().marginHorizontal(10, u) }
      ),
      (rect(150, 100, 100, 120), { f, u in f.aView.pin.left(140).width(100).marginLeft(10, u) }),
      (rect(140, 100, 100, 120), { f, u in f.aView.pin.left(140).width(100).marginRight(10, u) }),
      (
        rect(150, 100, 100, 120),
        { f, u in f.aView.pin.left(140).width(100).marginHorizontal(10, u) }
      ),
    ])
  }

  @Test("right + width: margins move the view; with pinEdges() they shrink it")
  func rightAndWidth() {
    run([
      (rect(150, 100, 100, 120), { f, u in f.aView.pin.right(140).width(100).margin(10, u) }),
      (
        rect(170, 100, 80, 120),
        { f, u in f.aView.pin.right(140).width(100).pinEdges().margin(10, u) }
      ),
      (
        rect(170, 100, 90, 120),
        { f, u in f.aView.pin.right(140).width(100).pinEdges().marginLeft(10, u) }
      ),
      (
        rect(160, 100, 80, 120),
        { f, u in f.aView.pin.right(140).width(100).pinEdges().marginRight(20, u) }
      ),
      (
        rect(160, 100, 90, 120),
        { f, u in f.aView.pin.right(140).width(100).pinEdges().marginRight(10, u) }
      ),
      (
        rect(170, 100, 80, 120),
        { f, u in f.aView.pin.right(140).width(100).pinEdges().marginLeft(10, u).marginRight(10, u)
        }
      ),
      (
        rect(170, 100, 80, 120),
        { f, u in f.aView.pin.right(140).width(100).pinEdges().marginHorizontal(10, u) }
      ),
      (rect(160, 100, 100, 120), { f, u in f.aView.pin.right(140).width(100).marginLeft(10, u) }),
      (rect(150, 100, 100, 120), { f, u in f.aView.pin.right(140).width(100).marginRight(10, u) }),
      (
        rect(150, 100, 100, 120),
        { f, u in f.aView.pin.right(140).width(100).marginHorizontal(10, u) }
      ),
    ])
  }

  @Test("left + right: margins shrink the view")
  func leftAndRight() {
    run([
      (rect(150, 100, 80, 120), { f, u in f.aView.pin.left(140).right(160).margin(10, u) }),
      (rect(150, 100, 90, 120), { f, u in f.aView.pin.left(140).right(160).marginLeft(10, u) }),
      (rect(140, 100, 90, 120), { f, u in f.aView.pin.left(140).right(160).marginRight(10, u) }),
      (
        rect(150, 100, 80, 120),
        { f, u in f.aView.pin.left(140).right(160).marginLeft(10, u).marginRight(10, u) }
      ),
      (
        rect(150, 100, 80, 120),
        { f, u in f.aView.pin.left(140).right(160).marginHorizontal(10, u) }
      ),
      (rect(160, 100, 60, 120), { f, u in f.aView.pin.left(140).right(160).margin(20, u) }),
    ])
  }

  @Test("Vertical margins are ignored with only a height")
  func heightOnly() {
    run([
      (rect(140, 100, 200, 100), { f, u in f.aView.pin.height(100).margin(10, u) }),
      (rect(140, 100, 200, 80), { f, _ in f.aView.pin.height(100 - 20) }),
    ])
  }

  @Test("top + height: margins move the view; with pinEdges() they shrink it")
  func topAndHeight() {
    run([
      (rect(140, 150, 200, 100), { f, u in f.aView.pin.top(140).height(100).margin(10, u) }),
      (
        rect(140, 150, 200, 80),
        { f, u in f.aView.pin.top(140).height(100).pinEdges().margin(10, u) }
      ),
      (
        rect(140, 150, 200, 90),
        { f, u in f.aView.pin.top(140).height(100).pinEdges().marginTop(10, u) }
      ),
      (
        rect(140, 140, 200, 90),
        { f, u in f.aView.pin.top(140).height(100).pinEdges().marginBottom(10, u) }
      ),
      (
        rect(140, 150, 200, 80),
        { f, u in f.aView.pin.top(140).height(100).pinEdges().marginTop(10, u).marginBottom(10, u) }
      ),
      (
        rect(140, 150, 200, 80),
        { f, u in f.aView.pin.top(140).height(100).pinEdges().marginVertical(10, u) }
      ),
      (
        rect(140, 160, 200, 80),
        { f, u in f.aView.pin.top(140).height(100).pinEdges().marginTop(20, u) }
      ),
      (rect(140, 150, 200, 100), { f, u in f.aView.pin.top(140).height(100).marginTop(10, u) }),
      (rect(140, 140, 200, 100), { f, u in f.aView.pin.top(140).height(100).marginBottom(10, u) }),
      (
        rect(140, 150, 200, 100), { f, u in f.aView.pin.top(140).height(100).marginVertical(10, u) }
      ),
    ])
  }

  @Test("bottom + height: margins move the view; with pinEdges() they shrink it")
  func bottomAndHeight() {
    run([
      (rect(140, 30, 200, 100), { f, u in f.aView.pin.bottom(260).height(100).margin(10, u) }),
      (
        rect(140, 50, 200, 80),
        { f, u in f.aView.pin.bottom(260).height(100).pinEdges().margin(10, u) }
      ),
      (
        rect(140, 50, 200, 90),
        { f, u in f.aView.pin.bottom(260).height(100).pinEdges().marginTop(10, u) }
      ),
      (
        rect(140, 40, 200, 80),
        { f, u in f.aView.pin.bottom(260).height(100).pinEdges().marginBottom(20, u) }
      ),
      (
        rect(140, 40, 200, 90),
        { f, u in f.aView.pin.bottom(260).height(100).pinEdges().marginBottom(10, u) }
      ),
      (
        rect(140, 50, 200, 80),
        { f, u in
          f.aView.pin.bottom(260).height(100).pinEdges().marginTop(10, u).marginBottom(10, u)
        }
      ),
      (
        rect(140, 50, 200, 80),
        { f, u in f.aView.pin.bottom(260).height(100).pinEdges().marginVertical(10, u) }
      ),
      (rect(140, 40, 200, 100), { f, u in f.aView.pin.bottom(260).height(100).marginTop(10, u) }),
      (
        rect(140, 30, 200, 100), { f, u in f.aView.pin.bottom(260).height(100).marginBottom(10, u) }
      ),
      (
        rect(140, 30, 200, 100),
        { f, u in f.aView.pin.bottom(260).height(100).marginVertical(10, u) }
      ),
    ])
  }

  @Test("top + bottom: margins shrink the view, with or without pinEdges()")
  func topAndBottom() {
    run([
      (rect(140, 150, 200, 80), { f, u in f.aView.pin.top(140).bottom(160).margin(10, u) }),
      (
        rect(140, 150, 200, 80),
        { f, u in f.aView.pin.top(140).bottom(160).pinEdges().margin(10, u) }
      ),
      (rect(140, 150, 200, 90), { f, u in f.aView.pin.top(140).bottom(160).marginTop(10, u) }),
      (rect(140, 140, 200, 90), { f, u in f.aView.pin.top(140).bottom(160).marginBottom(10, u) }),
      (
        rect(140, 150, 200, 80),
        { f, u in f.aView.pin.top(140).bottom(160).marginTop(10, u).marginBottom(10, u) }
      ),
      (
        rect(140, 150, 200, 80),
        { f, u in f.aView.pin.top(140).bottom(160).pinEdges().marginVertical(10, u) }
      ),
      (
        rect(140, 160, 200, 60),
        { f, u in f.aView.pin.top(140).bottom(160).pinEdges().marginTop(20, u).marginBottom(20, u) }
      ),
      (rect(140, 150, 200, 80), { f, u in f.aView.pin.top(140).bottom(160).marginVertical(10, u) }),
    ])
  }

  @Test("hCenter: left margins move right, right margins move left; pinEdges() shrinks")
  func hCenter() {
    run([
      (rect(200, 100, 200, 120), { f, u in f.aView.pin.hCenter(100).margin(10, u) }),
      (rect(210, 100, 200, 120), { f, u in f.aView.pin.hCenter(100).marginLeft(10, u) }),
      (rect(190, 100, 200, 120), { f, u in f.aView.pin.hCenter(100).marginRight(10, u) }),
      (rect(0, 100, 200, 120), { f, u in f.aView.pin.hCenter(-100).margin(10, u) }),
      (
        rect(260, 100, 80, 120),
        { f, u in f.aView.pin.hCenter(100).width(100).pinEdges().margin(10, u) }
      ),
      (rect(200, 100, 200, 120), { f, u in f.aView.pin.hCenter(100).pinEdges().margin(10, u) }),
      (
        rect(260, 100, 90, 120),
        { f, u in f.aView.pin.hCenter(100).width(100).pinEdges().marginLeft(10, u) }
      ),
      (
        rect(250, 100, 90, 120),
        { f, u in f.aView.pin.hCenter(100).width(100).pinEdges().marginRight(10, u) }
      ),
      (
        rect(260, 100, 80, 120),
        { f, u in
          f.aView.pin.hCenter(100).width(100).pinEdges().marginLeft(10, u).marginRight(10, u)
        }
      ),
      (
        rect(275, 100, 50, 100),
        { f, u in f.aView.pin.hCenter(100).width(50).height(100).margin(10, u) }
      ),
      (rect(275, 100, 50, 100), { f, _ in f.aView.pin.hCenter(100).width(50).height(100) }),
      (rect(200, 100, 200, 120), { f, _ in f.aView.pin.hCenter(25%) }),
      (rect(0, 100, 200, 120), { f, _ in f.aView.pin.hCenter(-25%) }),
    ])
  }

  @Test("vCenter: top margins move down, bottom margins move up; pinEdges() shrinks")
  func vCenter() {
    run([
      (rect(140, 240, 200, 120), { f, u in f.aView.pin.vCenter(100).margin(10, u) }),
      (rect(140, 250, 200, 120), { f, u in f.aView.pin.vCenter(100).marginTop(10, u) }),
      (rect(140, 230, 200, 120), { f, u in f.aView.pin.vCenter(100).marginBottom(10, u) }),
      (
        rect(140, 260, 200, 80),
        { f, u in f.aView.pin.vCenter(100).height(100).pinEdges().margin(10, u) }
      ),
      (
        rect(140, 260, 200, 80),
        { f, u in f.aView.pin.vCenter(100).height(100).pinEdges().marginVertical(10, u) }
      ),
      (
        rect(140, 270, 200, 60),
        { f, u in
          f.aView.pin.vCenter(100).height(100).pinEdges().marginTop(20, u).marginBottom(20, u)
        }
      ),
      (
        rect(140, 260, 200, 90),
        { f, u in f.aView.pin.vCenter(100).height(100).pinEdges().marginTop(10, u) }
      ),
      (
        rect(140, 250, 200, 90),
        { f, u in f.aView.pin.vCenter(100).height(100).pinEdges().marginBottom(10, u) }
      ),
      (rect(140, 340, 200, 120), { f, u in f.aView.pin.vCenter(50%).margin(10, u) }),
      (rect(140, 40, 200, 120), { f, _ in f.aView.pin.vCenter(-25%) }),
    ])
  }

  @Test("hCenter and vCenter together")
  func bothCenters() {
    run([
      (rect(200, 240, 200, 120), { f, u in f.aView.pin.hCenter(100).vCenter(100).margin(10, u) }),
      (
        rect(250, 250, 100, 120),
        { f, u in f.aView.pin.hCenter(100).vCenter(100).width(100).pinEdges().marginTop(10, u) }
      ),
      (rect(300, 340, 200, 120), { f, _ in f.aView.pin.hCenter(50%).vCenter(50%) }),
    ])
  }

  @Test("Margins from insets and directional insets (start/end follow the layout direction)")
  func insets() {
    let directional = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
    check(
      [
        LayoutCase(\.aView, rect(20, 10, 340, 360)) {
          $0.aView.pin.top().bottom().left().right()
            .margin(PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        },
        LayoutCase(\.aView, rect(20, 10, 340, 360)) {
          Pin.layoutDirection(.ltr)
          $0.aView.pin.top().bottom().start().end().margin(directional)
        },
        LayoutCase(\.aView, rect(40, 10, 340, 360)) {
          Pin.layoutDirection(.rtl)
          $0.aView.pin.top().bottom().start().end().margin(directional)
        },
        LayoutCase(\.aView, rect(20, 10, 340, 360)) {
          Pin.layoutDirection(.auto)
          $0.aView.pin.top().bottom().start().end().margin(directional)
        },
      ], in: makeFixture)
  }

  @Test("Margins are last-wins and never warn; the multi-value forms set each side")
  func lastWins() {
    check(
      [
        LayoutCase(\.aView, rect(20, 100, 200, 120), warning: []) {
          $0.aView.pin.left().marginLeft(10).marginLeft(20)
        },
        LayoutCase(\.aView, rect(20, 10, 340, 350)) { $0.aView.pin.all().margin(10, 20, 40, 40) },
        LayoutCase(\.aView, rect(20, 10, 360, 380)) { $0.aView.pin.all().margin(10, 20) },
        LayoutCase(\.aView, rect(20, 10, 360, 360)) { $0.aView.pin.all().margin(10, 20, 30) },
        LayoutCase(\.aView, rect(20, 10, 340, 350)) {
          $0.aView.pin.all().margin(2.5%, 5%, 10%, 10%)
        },
        LayoutCase(\.aView, rect(20, 10, 360, 380)) { $0.aView.pin.all().margin(2.5%, 5%) },
        LayoutCase(\.aView, rect(20, 10, 360, 360)) { $0.aView.pin.all().margin(2.5%, 5%, 7.5%) },
        LayoutCase(\.aView, rect(10, 0, 370, 400)) {
          $0.aView.pin.all().marginStart(10).marginEnd(20)
        },
        LayoutCase(\.aView, rect(10, 0, 370, 400)) {
          $0.aView.pin.all().marginStart(2.5%).marginEnd(5%)
        },
      ], in: makeFixture)
  }
}

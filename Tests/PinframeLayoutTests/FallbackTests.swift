import Foundation
import PinframeLayout
import PinframeViews
import Testing

/// The pull request's example: red, blue and green 100×100 views in a 500×500 superview,
/// chained one after the other with 12-point margins; any of them may be hidden.
@MainActor
final class ChainFixture {
  let rootView = BasicView("root", rect(0, 0, 500, 500))
  let red = BasicView("red", rect(0, 0, 10, 10))
  let blue = BasicView("blue", rect(0, 0, 10, 10))
  let green = BasicView("green", rect(0, 0, 10, 10))

  init(hidden: [Bool]) {
    for (view, isHidden) in zip([red, blue, green], hidden) {
      rootView.addSubview(view)
      view.isHidden = isHidden
    }
  }
}

/// How one spelling chains the three views.
struct Chain: Sendable, CustomTestStringConvertible {
  /// Where the chain starts: from the superview's top or left edge (leading), or from its
  /// bottom or right edge (trailing).
  enum Start: Sendable {
    case leading
    case trailing
  }

  let name: String
  let isVertical: Bool
  let start: Start
  let direction: LayoutDirection
  let layout: @MainActor @Sendable (ChainFixture) -> Void

  var testDescription: String { "\(name) (\(direction))" }

  /// The expected origin of each view along the chain, from which views before it are visible.
  func origins(redVisible: Bool, blueVisible: Bool) -> [CGFloat] {
    let before = [0, redVisible ? 1 : 0, (redVisible ? 1 : 0) + (blueVisible ? 1 : 0)]
    return before.map { count in
      let leading = 12 + CGFloat(count) * 112
      return start == .leading ? leading : 500 - leading - 100
    }
  }
}

private func verticalChain(
  _ name: String, _ start: Chain.Start, _ direction: LayoutDirection = .ltr,
  _ layout: @escaping @MainActor @Sendable (ChainFixture) -> Void
) -> Chain {
  Chain(name: name, isVertical: true, start: start, direction: direction, layout: layout)
}

private func horizontalChain(
  _ name: String, _ start: Chain.Start, _ direction: LayoutDirection = .ltr,
  _ layout: @escaping @MainActor @Sendable (ChainFixture) -> Void
) -> Chain {
  Chain(name: name, isVertical: false, start: start, direction: direction, layout: layout)
}

/// Every fallback method and every `ifNeeded:` spelling, chaining red, blue and green.
private let chains: [Chain] =
  [
    verticalChain("topIfNotBelow", .leading) { f in
      f.red.pin.top().size(100).hCenter().marginTop(12)
      f.blue.pin.topIfNotBelow(of: visible([f.red])).size(100).hCenter().marginTop(12)
      f.green.pin.topIfNotBelow(of: visible([f.red, f.blue])).size(100).hCenter().marginTop(12)
    },
    verticalChain("below(ifNeeded: .top)", .leading) { f in
      f.red.pin.top().size(100).hCenter().marginTop(12)
      f.blue.pin.below(of: visible([f.red]), ifNeeded: .top).size(100).hCenter().marginTop(12)
      f.green.pin.below(of: visible([f.red, f.blue]), ifNeeded: .top).size(100).hCenter()
        .marginTop(12)
    },
    verticalChain("bottomIfNotAbove", .trailing) { f in
      f.red.pin.bottom().size(100).hCenter().marginBottom(12)
      f.blue.pin.bottomIfNotAbove(of: visible([f.red])).size(100).hCenter().marginBottom(12)
      f.green.pin.bottomIfNotAbove(of: visible([f.red, f.blue])).size(100).hCenter()
        .marginBottom(12)
    },
    verticalChain("above(ifNeeded: .bottom)", .trailing) { f in
      f.red.pin.bottom().size(100).hCenter().marginBottom(12)
      f.blue.pin.above(of: visible([f.red]), ifNeeded: .bottom).size(100).hCenter()
        .marginBottom(12)
      f.green.pin.above(of: visible([f.red, f.blue]), ifNeeded: .bottom).size(100).hCenter()
        .marginBottom(12)
    },
    horizontalChain("leftIfNotRight", .leading) { f in
      f.red.pin.left().size(100).vCenter().marginLeft(12)
      f.blue.pin.leftIfNotRight(of: visible([f.red])).size(100).vCenter().marginLeft(12)
      f.green.pin.leftIfNotRight(of: visible([f.red, f.blue])).size(100).vCenter().marginLeft(12)
    },
    horizontalChain("right(of:ifNeeded: .left)", .leading) { f in
      f.red.pin.left().size(100).vCenter().marginLeft(12)
      f.blue.pin.right(of: visible([f.red]), ifNeeded: .left).size(100).vCenter().marginLeft(12)
      f.green.pin.right(of: visible([f.red, f.blue]), ifNeeded: .left).size(100).vCenter()
        .marginLeft(12)
    },
    horizontalChain("rightIfNotLeft", .trailing) { f in
      f.red.pin.right().size(100).vCenter().marginRight(12)
      f.blue.pin.rightIfNotLeft(of: visible([f.red])).size(100).vCenter().marginRight(12)
      f.green.pin.rightIfNotLeft(of: visible([f.red, f.blue])).size(100).vCenter().marginRight(12)
    },
    horizontalChain("left(of:ifNeeded: .right)", .trailing) { f in
      f.red.pin.right().size(100).vCenter().marginRight(12)
      f.blue.pin.left(of: visible([f.red]), ifNeeded: .right).size(100).vCenter().marginRight(12)
      f.green.pin.left(of: visible([f.red, f.blue]), ifNeeded: .right).size(100).vCenter()
        .marginRight(12)
    },
  ]
  + [LayoutDirection.ltr, .rtl].flatMap { direction -> [Chain] in
    let fromStart: Chain.Start = direction == .ltr ? .leading : .trailing
    let fromEnd: Chain.Start = direction == .ltr ? .trailing : .leading
    return [
      horizontalChain("startIfNotAfter", fromStart, direction) { f in
        f.red.pin.start().size(100).vCenter().marginStart(12)
        f.blue.pin.startIfNotAfter(of: visible([f.red])).size(100).vCenter().marginStart(12)
        f.green.pin.startIfNotAfter(of: visible([f.red, f.blue])).size(100).vCenter()
          .marginStart(12)
      },
      horizontalChain("after(of:ifNeeded: .start)", fromStart, direction) { f in
        f.red.pin.start().size(100).vCenter().marginStart(12)
        f.blue.pin.after(of: visible([f.red]), ifNeeded: .start).size(100).vCenter()
          .marginStart(12)
        f.green.pin.after(of: visible([f.red, f.blue]), ifNeeded: .start).size(100).vCenter()
          .marginStart(12)
      },
      horizontalChain("endIfNotBefore", fromEnd, direction) { f in
        f.red.pin.end().size(100).vCenter().marginEnd(12)
        f.blue.pin.endIfNotBefore(of: visible([f.red])).size(100).vCenter().marginEnd(12)
        f.green.pin.endIfNotBefore(of: visible([f.red, f.blue])).size(100).vCenter().marginEnd(12)
      },
      horizontalChain("before(of:ifNeeded: .end)", fromEnd, direction) { f in
        f.red.pin.end().size(100).vCenter().marginEnd(12)
        f.blue.pin.before(of: visible([f.red]), ifNeeded: .end).size(100).vCenter().marginEnd(12)
        f.green.pin.before(of: visible([f.red, f.blue]), ifNeeded: .end).size(100).vCenter()
          .marginEnd(12)
      },
    ]
  }

/// The eight hidden/visible combinations of red, blue and green.
private let visibilities: [[Bool]] = (0..<8).map { bits in
  [bits & 1 != 0, bits & 2 != 0, bits & 4 != 0]
}

@MainActor
@Suite("Falling back to the superview when every previous view is hidden")
struct FallbackTests {
  @Test(
    "The pull request's red/blue/green chain, for all eight hidden/visible combinations",
    arguments: chains)
  func chain(_ chain: Chain) {
    for hidden in visibilities {
      let (fixture, warnings) = inPinRuntime { () -> ChainFixture in
        Pin.layoutDirection = chain.direction
        let fixture = ChainFixture(hidden: hidden)
        chain.layout(fixture)
        return fixture
      }
      let origins = chain.origins(redVisible: !hidden[0], blueVisible: !hidden[1])
      let frames = zip([fixture.red, fixture.blue, fixture.green], origins).map { view, origin in
        (view.frame, chain.isVertical ? rect(200, origin, 100, 100) : rect(origin, 200, 100, 100))
      }
      for (actual, expected) in frames {
        #expect(actual == expected, "hidden: \(hidden)")
      }
      #expect(warnings.isEmpty, "hidden: \(hidden)")
    }
  }

  @Test("Without a fallback an empty list warns, as PinLayout does")
  func defaultKeepsPinLayoutBehaviour() {
    let (fixture, warnings) = inPinRuntime { () -> ChainFixture in
      let fixture = ChainFixture(hidden: [true, false, false])
      fixture.blue.pin.below(of: visible([fixture.red])).size(100).marginTop(12)
      fixture.green.pin.below(of: visible([fixture.red]), ifNeeded: .none).size(100)
      return fixture
    }
    #expect(fixture.blue.frame == rect(0, 0, 100, 100))
    #expect(warnings.count == 2)
    #expect(warnings.allSatisfy { $0.contains("At least one view must be visible") })
  }

  @Test("bottomIfNotAbove falls back to the superview's bottom edge, not its top")
  func bottomFallbackIsTheBottomEdge() {
    check(
      [
        LayoutCase(\.blue, rect(0, 400, 100, 100), warning: []) {
          $0.blue.pin.bottomIfNotAbove(of: []).size(100)
        },
        LayoutCase(\.blue, rect(0, 150, 100, 100)) {
          $0.blue.pin.above(of: [], ifNeeded: .center).size(100)
        },
        LayoutCase(\.blue, rect(0, 250, 100, 100)) {
          $0.blue.pin.below(of: [], ifNeeded: .center).size(100)
        },
        LayoutCase(\.blue, rect(0, 500, 100, 100)) {
          $0.blue.pin.below(of: [], ifNeeded: .bottom).size(100)
        },
        LayoutCase(\.blue, rect(250, 0, 100, 100)) {
          $0.blue.pin.right(of: [], ifNeeded: .center).size(100)
        },
        LayoutCase(\.blue, rect(400, 0, 100, 100)) {
          Pin.layoutDirection(.rtl)
          $0.blue.pin.after(of: [], ifNeeded: .start).size(100)
        },
      ], in: { ChainFixture(hidden: [false, false, false]) })
  }

  @Test("Alignment applies to the reference views only; the fallback ignores it")
  func alignment() {
    check(
      [
        LayoutCase(\.blue, rect(30, 60, 100, 100)) {
          $0.red.frame = rect(30, 10, 50, 50)
          $0.blue.pin.topIfNotBelow(of: [$0.red], aligned: .left).size(100)
        },
        LayoutCase(\.blue, rect(0, 0, 100, 100)) {
          $0.blue.pin.topIfNotBelow(of: [], aligned: .left).size(100)
        },
      ], in: { ChainFixture(hidden: [false, false, false]) })
  }

  @Test("A single reference view is used even when hidden; the fallback warns like below(of:)")
  func singleViewForms() {
    let (fixture, warnings) = inPinRuntime { () -> ChainFixture in
      let fixture = ChainFixture(hidden: [true, false, false])
      fixture.red.frame = rect(0, 0, 100, 100)
      fixture.blue.pin.topIfNotBelow(of: fixture.red).size(100)
      fixture.green.pin.topIfNotBelow(of: View()).size(100)
      return fixture
    }
    #expect(fixture.blue.frame == rect(0, 100, 100, 100))
    #expect(fixture.green.frame == rect(0, 0, 100, 100))
    #expect(
      warnings == [
        "PinLayout Warning: topIfNotBelow(of: (UIView, Frame: (0.0, 0.0, 0.0, 0.0))) won't be "
          + "applied, the reference view (UIView, Frame: (0.0, 0.0, 0.0, 0.0)) must be added as a "
          + "sub-view before being used as a reference."
      ])
  }

  @Test("Without a superview the fallback does nothing")
  func noSuperview() {
    let (view, warnings) = inPinRuntime { () -> View in
      let view = View(frame: rect(5, 5, 10, 10))
      view.pin.topIfNotBelow(of: []).bottomIfNotAbove(of: [])
      return view
    }
    #expect(view.frame == rect(5, 5, 10, 10))
    #expect(warnings.isEmpty)
  }
}

import Foundation
import PinframeViews
import Testing

@testable import PinframeLayout

@MainActor
@Suite("Warnings: texts, switches and collection (WarningSpec)")
struct WarningTests {
  @Test("pinEdges() with the four edges set warns")
  func pinEdgesWithFourEdges() {
    check(
      [
        LayoutCase(
          \.aView, rect(0, 0, 400, 400),
          warning: [
            "pinEdges()", "won't be applied",
            "top, left, bottom and right coordinates are already set",
          ]
        ) { $0.aView.pin.top().bottom().left().right().width(100%).pinEdges() }
      ], scale: 2, in: SingleViewFixture.init)
  }

  @Test("Pin.logWarnings off: nothing is emitted, lastWarningText stays nil")
  func switchedOff() {
    let (last, warnings) = inPinRuntime { () -> String? in
      Pin.logWarnings = false
      SingleViewFixture().aView.pin.width(-1).left().hCenter()
      return Pin.lastWarningText
    }
    #expect(last == nil)
    #expect(warnings.isEmpty)
  }

  @Test("lastWarningText keeps the last text; resetWarnings restores the switches")
  func lastWarning() {
    let (state, _) = inPinRuntime { () -> (String?, Bool, Bool) in
      SingleViewFixture().aView.pin.width(-1)
      let last = Pin.lastWarningText
      Pin.logWarnings = false
      Pin.activeWarnings.noSpaceAvailableBetweenViews = false
      Pin.resetWarnings()
      return (last, Pin.logWarnings, Pin.activeWarnings.noSpaceAvailableBetweenViews)
    }
    #expect(
      state.0
        == "PinLayout Warning: width(-1.0) won't be applied, the width (-1.0) must be greater than "
        + "or equal to zero.")
    #expect(state.1 && state.2)
  }

  @Test("Settings belong to the runtime: another runtime does not see them")
  func isolatedSettings() {
    let (inner, _) = inPinRuntime { () -> (LayoutDirection, Bool) in
      Pin.layoutDirection = .rtl
      Pin.logWarnings = false
      return ViewRuntime.isolated { (Pin.layoutDirection, Pin.logWarnings) }
    }
    #expect(inner.0 == .ltr)
    #expect(inner.1)
  }

  @Test("collectWarnings nests: each call returns its own warnings, the outer one gets all")
  func nestedCollection() {
    let (result, outer) = inPinRuntime { () -> [String] in
      let view = SingleViewFixture().aView
      view.pin.width(-1)
      return Pin.collectWarnings { view.pin.height(-2) }
    }
    #expect(result.count == 1 && result[0].contains("height (-2.0)"))
    #expect(outer.count == 2)
  }

  @Test("The console text adds the view's type, frame, superviews and debug description")
  func consoleText() {
    let (text, _) = inPinRuntime { () -> String in
      let fixture = SingleViewFixture()
      fixture.aView.frame = rect(1234.5, 100.25, 100, 60)
      return fixture.aView.pin.consoleText("PinLayout Warning: something")
    }
    #expect(
      text
        == "\n👉 PinLayout Warning: something\n(Layouted view info: Type: BasicView, Frame: "
        + "x: 1,234.5, y: 100.25, width: 100, height: 60), Superviews: BasicView -> BasicView, "
        + "Debug description: <BasicView: a; frame = (1234.5 100.25; 100 60)>)\n")
  }

  @Test("Every kind of conflict uses PinLayout's wording")
  func conflictWordings() {
    let (_, warnings) = inPinRuntime { () -> Void in
      let fixture = SingleViewFixture()
      let view = fixture.aView
      view.pin.top(10).top(20)
      view.pin.right(10).right(20)
      view.pin.vCenter().top()
      view.pin.top().vCenter()
      view.pin.minWidth(10).minWidth(20)
      view.pin.width(10).width(20)
      view.pin.aspectRatio(2).sizeToFit()
      view.pin.sizeToFit().aspectRatio(of: view)
      view.pin.justify(.center).align(.bottom)
      withExtendedLifetime(fixture) {}
    }
    #expect(
      warnings == [
        "PinLayout Conflict: top(20) won't be applied since it value has already been set to 10.0.",
        "PinLayout Conflict: right(20) won't be applied since it value has already been set to "
          + "10.0.",
        "PinLayout Conflict: top() won't be applied since it conflicts with the following already "
          + "set properties:\n Vertical Center: 200.0",
        "PinLayout Conflict: vCenter() won't be applied since it conflicts with the following "
          + "already set properties:\n top: 0.0",
        "PinLayout Conflict: minWidth(20.0) won't be applied since it conflicts with the following "
          + "already set properties:\n minWidth: 10.0",
        "PinLayout Conflict: width(20.0) won't be applied since it value has already been set to "
          + "10.0.",
        "PinLayout Conflict: sizeToFit() won't be applied since it conflicts with aspectRatio(2.0).",
        "PinLayout Warning: aspectRatio won't be applied, neither the width nor the height can be "
          + "determined.",
        "PinLayout Conflict: aspectRatio(of: (BasicView, Frame: (290.0, 0.0, 10.0, 60.0))) won't "
          + "be applied since it conflicts with sizeToFit().",
        "PinLayout Warning: justify(.center) won't be applied, the left and right coordinates must "
          + "be set to justify the view horizontally.",
        "PinLayout Warning: align(.bottom) won't be applied, the top and bottom coordinates must be "
          + "set to align the view vertically.",
      ])
  }

  @Test("Warning contexts describe each call form")
  func contexts() {
    let (_, warnings) = inPinRuntime { () -> Void in
      let fixture = TwoBranchFixture()
      let view = fixture.aView
      let insets = PEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      view.pin.hCenter().left(insets)
      view.pin.hCenter().start(5%)
      view.pin.size(CGSize(width: -1, height: 2))
      view.pin.size(-3)
      view.pin.width(10).size(of: fixture.bView)
      view.pin.hCenter().left(to: fixture.bView.edge.right)
      view.pin.top().below(of: [fixture.bView, fixture.aViewChild], aligned: .left)
      view.pin.top().below(of: [fixture.bView], ifNeeded: .bottom)
      view.pin.topLeft(3).topCenter()
      view.pin.margin(.nan)
      view.pin.all().margin(10%, 5%, 1%)
    }
    #expect(
      warnings.map { $0.components(separatedBy: " won't")[0] }
        == [
          "PinLayout Conflict: left(UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0))",
          "PinLayout Conflict: start(5%)",
          "PinLayout Warning: size(CGSize(width: -1.0, height: 2.0))'s width",
          "PinLayout Warning: size(sideLength: -3.0)'s width",
          "PinLayout Warning: size(sideLength: -3.0)'s height",
          "PinLayout Conflict: size(of: (BasicView, Frame: (160.0, 200.0, 110.0, 80.0)))'s width",
          "PinLayout Conflict: left(to: .right, of: (BasicView, Frame: (160.0, 200.0, 110.0, 80.0)))",
          "PinLayout Conflict: below(of: [(BasicView, Frame: (160.0, 200.0, 110.0, 80.0)), "
            + "(BasicView, Frame: (10.0, 20.0, 50.0, 30.0))], aligned: .left)",
          "PinLayout Conflict: below(of: (BasicView, Frame: (160.0, 200.0, 110.0, 80.0)), "
            + "ifNeeded: .bottom)",
          "PinLayout Conflict: topCenter()",
          "PinLayout Conflict: topCenter()",
          "PinLayout Warning: margin(nan)",
          "PinLayout Warning: margin(nan)",
          "PinLayout Warning: margin(nan)",
          "PinLayout Warning: margin(nan)",
        ])
  }
}

import Pinframe
import XCTest

/// The facts of PinLayout's RTLSpec (Tests/Common, 88 examples, all ported): `start`/`end`
/// edges, margins, edges of other views, anchors, `before`/`after` and start/end alignments
/// under `Pin.layoutDirection` `.ltr`, `.rtl` and `.auto`, and their conflict warnings.
///
/// root (400 × 400, in a container view) holds aView (40, 100, 100 × 60) and bView
/// (160, 120, 110 × 80). No display scale is set: ``simulatorScale``. Names ending in "#2"
/// are examples the spec repeats word for word.
final class RTLSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var bView: BasicView!

    let run = runPinLayoutSpec {
      beforeEach {
        Pin.lastWarningText = nil
        Pin.layoutDirection(.ltr)
        container = BasicView()
        rootView = BasicView()
        rootView.frame = rect(0, 0, 400, 400)
        container.addSubview(rootView)
        aView = BasicView()
        rootView.addSubview(aView)
        bView = BasicView()
        rootView.addSubview(bView)
        aView.frame = rect(40, 100, 100, 60)
        bView.frame = rect(160, 120, 110, 80)
      }

      describe("start and end conflicts") {
        it("start(10).left(20)") {
          aView.pin.start(10).left(20)
          expect(Pin.lastWarningText).to(
            contain(["left", "won't be applied", "already been set to 10"]))
        }
        it("end(10).right(20)") {
          aView.pin.end(10).right(20)
          expect(Pin.lastWarningText).to(
            contain(["right", "won't be applied", "already been set to 10"]))
        }
        it("start(10).left(20) in the automatic direction") {
          Pin.layoutDirection(.auto)
          aView.pin.start(10).left(20)
          expect(Pin.lastWarningText).to(
            contain(["left", "won't be applied", "already been set to 10"]))
        }
        it("end(10).right(20) in the automatic direction") {
          Pin.layoutDirection(.auto)
          aView.pin.end(10).right(20)
          expect(Pin.lastWarningText).to(
            contain(["right", "won't be applied", "already been set to 10"]))
        }
        it("start(10).left(20) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.start(10).left(20)
          expect(Pin.lastWarningText).to(
            contain(["left", "won't be applied", "already been set to 10"]))
        }
        it("end(10).right(20) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.end(10).right(20)
          expect(Pin.lastWarningText).to(
            contain(["right", "won't be applied", "already been set to 10"]))
        }
        it("start(10).right(20) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.start(10).right(20)
          expect(Pin.lastWarningText).to(
            contain(["right", "won't be applied", "already been set to 10"]))
        }
        it("end(10).left(20) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.end(10).left(20)
          expect(Pin.lastWarningText).to(
            contain(["left", "won't be applied", "already been set to 10"]))
        }
      }
      describe("start() and end()") {
        it("start() left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.start()
          expect(aView.frame).to(equal(rect(0, 100, 100, 60)))
        }
        it("start() right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.start()
          expect(aView.frame).to(equal(rect(300, 100, 100, 60)))
        }
        it("end() left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.end()
          expect(aView.frame).to(equal(rect(300, 100, 100, 60)))
        }
        it("end() right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.end()
          expect(aView.frame).to(equal(rect(0, 100, 100, 60)))
        }
        it("start(20) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.start(20)
          expect(aView.frame).to(equal(rect(20, 100, 100, 60)))
        }
        it("start(20) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.start(20)
          expect(aView.frame).to(equal(rect(280, 100, 100, 60)))
        }
        it("end(20) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.end(20)
          expect(aView.frame).to(equal(rect(280, 100, 100, 60)))
        }
        it("end(20) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.end(20)
          expect(aView.frame).to(equal(rect(20, 100, 100, 60)))
        }
        it("start(20%) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.start(20%)
          expect(aView.frame).to(equal(rect(80, 100, 100, 60)))
        }
        it("start(20%) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.start(20%)
          expect(aView.frame).to(equal(rect(220, 100, 100, 60)))
        }
        it("end(20%) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.end(20%)
          expect(aView.frame).to(equal(rect(220, 100, 100, 60)))
        }
        it("end(20%) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.end(20%)
          expect(aView.frame).to(equal(rect(80, 100, 100, 60)))
        }
        it("start(20) left to right #2") {
          Pin.layoutDirection(.ltr)
          aView.pin.start(20)
          expect(aView.frame).to(equal(rect(20, 100, 100, 60)))
        }
        it("start(20) right to left #2") {
          Pin.layoutDirection(.rtl)
          aView.pin.start(20)
          expect(aView.frame).to(equal(rect(280, 100, 100, 60)))
        }
        it("end(20) left to right #2") {
          Pin.layoutDirection(.ltr)
          aView.pin.end(20)
          expect(aView.frame).to(equal(rect(280, 100, 100, 60)))
        }
        it("end(20) right to left #2") {
          Pin.layoutDirection(.rtl)
          aView.pin.end(20)
          expect(aView.frame).to(equal(rect(20, 100, 100, 60)))
        }
        it("start(20%) left to right #2") {
          Pin.layoutDirection(.ltr)
          aView.pin.start(20%)
          expect(aView.frame).to(equal(rect(80, 100, 100, 60)))
        }
        it("start(20%) right to left #2") {
          Pin.layoutDirection(.rtl)
          aView.pin.start(20%)
          expect(aView.frame).to(equal(rect(220, 100, 100, 60)))
        }
        it("end(20%) left to right #2") {
          Pin.layoutDirection(.ltr)
          aView.pin.end(20%)
          expect(aView.frame).to(equal(rect(220, 100, 100, 60)))
        }
        it("end(20%) right to left #2") {
          Pin.layoutDirection(.rtl)
          aView.pin.end(20%)
          expect(aView.frame).to(equal(rect(80, 100, 100, 60)))
        }
        it("start(insets) right to left") {
          Pin.layoutDirection(.rtl)
          let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
          aView.pin.start(insets)
          expect(aView.frame).to(equal(rect(260, 100, 100, 60)))
        }
        it("end(insets) right to left") {
          Pin.layoutDirection(.rtl)
          let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
          aView.pin.end(insets)
          expect(aView.frame).to(equal(rect(20, 100, 100, 60)))
        }
        it("start(insets) left to right") {
          Pin.layoutDirection(.ltr)
          let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
          aView.pin.start(insets)
          expect(aView.frame).to(equal(rect(20, 100, 100, 60)))
        }
        it("end(insets) left to right") {
          Pin.layoutDirection(.ltr)
          let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
          aView.pin.end(insets)
          expect(aView.frame).to(equal(rect(260, 100, 100, 60)))
        }
      }
      describe("marginStart and marginEnd") {
        it("start().end().marginStart(10) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.start().end().marginStart(10)
          expect(aView.frame).to(equal(rect(10, 100, 390, 60)))
        }
        it("start().end().marginStart(10) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.start().end().marginStart(10)
          expect(aView.frame).to(equal(rect(0, 100, 390, 60)))
        }
        it("start().end().marginEnd(10) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.start().end().marginEnd(10)
          expect(aView.frame).to(equal(rect(0, 100, 390, 60)))
        }
        it("start().end().marginEnd(10) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.start().end().marginEnd(10)
          expect(aView.frame).to(equal(rect(10, 100, 390, 60)))
        }
      }
      describe("edge.start and edge.end") {
        it("start(to: bView.edge.start) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.start(to: bView.edge.start)
          expect(aView.frame).to(equal(rect(160, 100, 100, 60)))
        }
        it("start(to: bView.edge.start) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.start(to: bView.edge.start)
          expect(aView.frame).to(equal(rect(170, 100, 100, 60)))
        }
        it("start(to: bView.edge.end) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.start(to: bView.edge.end)
          expect(aView.frame).to(equal(rect(270, 100, 100, 60)))
        }
        it("start(to: bView.edge.end) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.start(to: bView.edge.end)
          expect(aView.frame).to(equal(rect(60, 100, 100, 60)))
        }
        it("end(to: bView.edge.start) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.end(to: bView.edge.start)
          expect(aView.frame).to(equal(rect(60, 100, 100, 60)))
        }
        it("end(to: bView.edge.start) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.end(to: bView.edge.start)
          expect(aView.frame).to(equal(rect(270, 100, 100, 60)))
        }
      }
      describe("start and end anchors") {
        it("topStart() left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.topStart()
          expect(aView.frame).to(equal(rect(0, 0, 100, 60)))
        }
        it("topStart() right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.topStart()
          expect(aView.frame).to(equal(rect(300, 0, 100, 60)))
        }
        it("topEnd() left to right, then right to left") {
          Pin.layoutDirection(.ltr)
          aView.pin.topEnd()
          expect(aView.frame).to(equal(rect(300, 0, 100, 60)))
          Pin.layoutDirection(.rtl)
          aView.pin.topEnd()
          expect(aView.frame).to(equal(rect(0, 0, 100, 60)))
        }
        it("centerStart() left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.centerStart()
          expect(aView.frame).to(equal(rect(0, 170, 100, 60)))
        }
        it("centerStart() right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.centerStart()
          expect(aView.frame).to(equal(rect(300, 170, 100, 60)))
        }
        it("centerEnd() left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.centerEnd()
          expect(aView.frame).to(equal(rect(300, 170, 100, 60)))
        }
        it("centerEnd() right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.centerEnd()
          expect(aView.frame).to(equal(rect(0, 170, 100, 60)))
        }
        it("bottomStart() left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.bottomStart()
          expect(aView.frame).to(equal(rect(0, 340, 100, 60)))
        }
        it("bottomStart() right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.bottomStart()
          expect(aView.frame).to(equal(rect(300, 340, 100, 60)))
        }
        it("bottomEnd() left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.bottomEnd()
          expect(aView.frame).to(equal(rect(300, 340, 100, 60)))
        }
        it("bottomEnd() right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.bottomEnd()
          expect(aView.frame).to(equal(rect(0, 340, 100, 60)))
        }
        it("topStart(to: bView.anchor.topStart) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.topStart(to: bView.anchor.topStart)
          expect(aView.frame).to(equal(rect(160, 120, 100, 60)))
        }
        it("topStart(to: bView.anchor.topStart) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.topStart(to: bView.anchor.topStart)
          expect(aView.frame).to(equal(rect(170, 120, 100, 60)))
        }
        it("topStart(to: bView.anchor.topEnd) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.topStart(to: bView.anchor.topEnd)
          expect(aView.frame).to(equal(rect(270, 120, 100, 60)))
        }
        it("topStart(to: bView.anchor.topEnd) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.topStart(to: bView.anchor.topEnd)
          expect(aView.frame).to(equal(rect(60, 120, 100, 60)))
        }
        it("topEnd(to: bView.anchor.topEnd) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.topEnd(to: bView.anchor.topEnd)
          expect(aView.frame).to(equal(rect(170, 120, 100, 60)))
        }
        it("topEnd(to: bView.anchor.topEnd) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.topEnd(to: bView.anchor.topEnd)
          expect(aView.frame).to(equal(rect(160, 120, 100, 60)))
        }
        it("centerStart(to: bView.anchor.centerStart) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.centerStart(to: bView.anchor.centerStart)
          expect(aView.frame).to(equal(rect(160, 130, 100, 60)))
        }
        it("centerStart(to: bView.anchor.centerStart) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.centerStart(to: bView.anchor.centerStart)
          expect(aView.frame).to(equal(rect(170, 130, 100, 60)))
        }
        it("centerEnd(to: bView.anchor.centerEnd) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.centerEnd(to: bView.anchor.centerEnd)
          expect(aView.frame).to(equal(rect(170, 130, 100, 60)))
        }
        it("centerEnd(to: bView.anchor.centerEnd) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.centerEnd(to: bView.anchor.centerEnd)
          expect(aView.frame).to(equal(rect(160, 130, 100, 60)))
        }
        it("bottomStart(to: bView.anchor.bottomStart) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.bottomStart(to: bView.anchor.bottomStart)
          expect(aView.frame).to(equal(rect(160, 140, 100, 60)))
        }
        it("bottomStart(to: bView.anchor.bottomStart) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.bottomStart(to: bView.anchor.bottomStart)
          expect(aView.frame).to(equal(rect(170, 140, 100, 60)))
        }
        it("bottomEnd(to: bView.anchor.bottomEnd) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.bottomEnd(to: bView.anchor.bottomEnd)
          expect(aView.frame).to(equal(rect(170, 140, 100, 60)))
        }
      }
      describe("before(of:), after(of:) and start/end alignments") {
        it("after(of: bView) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.after(of: bView)
          expect(aView.frame).to(equal(rect(270, 100, 100, 60)))
        }
        it("after(of: bView) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.after(of: bView)
          expect(aView.frame).to(equal(rect(60, 100, 100, 60)))
        }
        it("after(of: bView, aligned: .top) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.after(of: bView, aligned: .top)
          expect(aView.frame).to(equal(rect(270, 120, 100, 60)))
        }
        it("after(of: bView, aligned: .top) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.after(of: bView, aligned: .top)
          expect(aView.frame).to(equal(rect(60, 120, 100, 60)))
        }
        it("after(of: [bView]) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.after(of: [bView])
          expect(aView.frame).to(equal(rect(270, 100, 100, 60)))
        }
        it("after(of: [bView]) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.after(of: [bView])
          expect(aView.frame).to(equal(rect(60, 100, 100, 60)))
        }
        it("after(of: [bView], aligned: .bottom) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.after(of: [bView], aligned: .bottom)
          expect(aView.frame).to(equal(rect(270, 140, 100, 60)))
        }
        it("after(of: [bView], aligned: .bottom) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.after(of: [bView], aligned: .bottom)
          expect(aView.frame).to(equal(rect(60, 140, 100, 60)))
        }
        it("before(of: bView) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.before(of: bView)
          expect(aView.frame).to(equal(rect(60, 100, 100, 60)))
        }
        it("before(of: bView) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.before(of: bView)
          expect(aView.frame).to(equal(rect(270, 100, 100, 60)))
        }
        it("before(of: [bView]) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.before(of: [bView])
          expect(aView.frame).to(equal(rect(60, 100, 100, 60)))
        }
        it("before(of: [bView]) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.before(of: [bView])
          expect(aView.frame).to(equal(rect(270, 100, 100, 60)))
        }
        it("before(of: bView, aligned: .top) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.before(of: bView, aligned: .top)
          expect(aView.frame).to(equal(rect(60, 120, 100, 60)))
        }
        it("before(of: bView, aligned: .top) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.before(of: bView, aligned: .top)
          expect(aView.frame).to(equal(rect(270, 120, 100, 60)))
        }
        it("before(of: [bView], aligned: .top) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.before(of: [bView], aligned: .top)
          expect(aView.frame).to(equal(rect(60, 120, 100, 60)))
        }
        it("before(of: [bView], aligned: .top) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.before(of: [bView], aligned: .top)
          expect(aView.frame).to(equal(rect(270, 120, 100, 60)))
        }
        it("before(of: [bView], aligned: .bottom) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.before(of: [bView], aligned: .bottom)
          expect(aView.frame).to(equal(rect(60, 140, 100, 60)))
        }
        it("before(of: [bView], aligned: .bottom) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.before(of: [bView], aligned: .bottom)
          expect(aView.frame).to(equal(rect(270, 140, 100, 60)))
        }
        it("below(of: bView, aligned: .start) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.below(of: bView, aligned: .start)
          expect(aView.frame).to(equal(rect(160, 200, 100, 60)))
        }
        it("below(of: bView, aligned: .start) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.below(of: bView, aligned: .start)
          expect(aView.frame).to(equal(rect(170, 200, 100, 60)))
        }
        it("below(of: bView, aligned: .end) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.below(of: bView, aligned: .end)
          expect(aView.frame).to(equal(rect(170, 200, 100, 60)))
        }
        it("below(of: bView, aligned: .end) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.below(of: bView, aligned: .end)
          expect(aView.frame).to(equal(rect(160, 200, 100, 60)))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 88)
  }
}

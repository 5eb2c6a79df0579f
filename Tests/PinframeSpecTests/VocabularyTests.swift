import Foundation
import PinframeGraphics
import PinframeSpec
import Testing

@Suite("Vocabulary and resolved calls")
struct VocabularyTests {
  private func call(_ text: String) throws -> PinCall {
    let calls = try resolveChain(text)
    return try #require(calls.first)
  }

  @Test("the table covers PinLayout's chainable API and Pinframe's fallback methods")
  func coverage() {
    let names = [
      "top", "left", "bottom", "right", "start", "end", "hCenter", "vCenter", "all",
      "horizontally", "vertically", "topLeft", "topCenter", "topRight", "centerLeft", "center",
      "centerRight", "bottomLeft", "bottomCenter", "bottomRight", "topStart", "topEnd",
      "centerStart", "centerEnd", "bottomStart", "bottomEnd", "above", "below", "before", "after",
      "horizontallyBetween", "verticallyBetween", "width", "height", "size", "minWidth",
      "maxWidth", "minHeight", "maxHeight", "aspectRatio", "sizeToFit", "wrapContent",
      "marginTop", "marginLeft", "marginBottom", "marginRight", "marginStart", "marginEnd",
      "marginHorizontal", "marginVertical", "margin", "pinEdges", "justify", "align", "layout",
      "topIfNotBelow", "bottomIfNotAbove", "leftIfNotRight", "rightIfNotLeft", "startIfNotAfter",
      "endIfNotBefore",
    ]
    #expect(Set(PinVocabulary.methodNames) == Set(names))
  }

  @Test("overloads are listed as Swift selectors in the table's order")
  func overloads() {
    let selectors = { (name: String) in PinVocabulary.signatures[name]?.map(\.selector) ?? [] }
    #expect(selectors("top") == ["top(_:)", "top(_:)", "top(_:)", "top(to:)"])
    #expect(
      selectors("below") == [
        "below(of:aligned:)", "below(of:aligned:)", "below(of:aligned:ifNeeded:)",
      ])
    #expect(selectors("wrapContent") == ["wrapContent(_:padding:)", "wrapContent(_:padding:)"])
    #expect(selectors("margin").count == 10)
  }

  @Test("left-out arguments take their defaults")
  func defaults() throws {
    #expect(try call("top()").arguments == [.number(0)])
    #expect(try call("below(of: red)").arguments == [.view("red"), .horizontalAlign(.none)])
    #expect(try call("sizeToFit()").arguments == [.fitType(.content)])
    #expect(try call("wrapContent()").arguments == [.wrapType(.all), .number(0)])
    #expect(try call("wrapContent(padding: 4)").arguments == [.wrapType(.all), .number(4)])
    #expect(
      try call("horizontallyBetween(red, and: blue)").arguments
        == [.view("red"), .view("blue"), .verticalAlign(.none)])
  }

  @Test("the argument's kind picks the overload: number, percent, insets, edge")
  func overloadByKind() throws {
    #expect(try call("top(10)").signature.parameters.map(\.kind) == [.number])
    #expect(try call("top(-12.5%)").arguments == [.percent(-12.5)])
    #expect(try call("top(to: red.edge.bottom)").arguments == [.edge(view: "red", .bottom)])
    #expect(try call("start(to: red.edge.end)").arguments == [.edge(view: "red", .end)])
    #expect(
      try call("topLeft(to: red.anchor.bottomRight)").arguments == [
        .anchor(view: "red", .bottomRight)
      ])
    #expect(try call("size(of: red)").arguments == [.view("red")])
    #expect(
      try call("size(CGSize(width: 10, height: 20))").arguments == [
        .size(CGSize(width: 10, height: 20))
      ])
  }

  @Test("arrays of views and visible(...) become view lists")
  func viewLists() throws {
    #expect(
      try call("below(of: [red, blue], aligned: .center)").arguments
        == [
          .views(PinValue.ViewList(ids: ["red", "blue"], visibleOnly: false)),
          .horizontalAlign(.center),
        ])
    #expect(
      try call("topIfNotBelow(of: visible([red, blue]))").arguments
        == [
          .views(PinValue.ViewList(ids: ["red", "blue"], visibleOnly: true)),
          .horizontalAlign(.none),
        ])
    #expect(
      try call("below(of: visible([]), ifNeeded: .top)").arguments
        == [
          .views(PinValue.ViewList(ids: [], visibleOnly: true)), .horizontalAlign(.none),
          .verticalFallback(.top),
        ])
    #expect(
      try call("before(of: [red], aligned: .center, ifNeeded: .end)").arguments
        == [
          .views(PinValue.ViewList(ids: ["red"], visibleOnly: false)), .verticalAlign(.center),
          .horizontalFallback(.end),
        ])
  }

  @Test("insets: literals, safe area and layout margins, plus a number")
  func insets() throws {
    let literal = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      try call("all(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))").arguments
        == [.insets(PinValue.Insets(source: .literal(literal)))])
    #expect(
      try call("all(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) + 10)").arguments
        == [
          .insets(
            PinValue.Insets(source: .literal(EdgeInsets(top: 11, left: 12, bottom: 13, right: 14))))
        ])
    #expect(
      try call("all(pin.safeArea + 10)").arguments
        == [.insets(PinValue.Insets(source: .safeArea(.superview), adding: 10))])
    #expect(
      try call("horizontally(card.pin.layoutMargins)").arguments
        == [.insets(PinValue.Insets(source: .layoutMargins(.view("card"))))])
    #expect(
      try call("margin(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))")
        .arguments
        == [.directionalInsets(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))])
  }

  @Test("arithmetic on numbers is folded with Swift's precedence")
  func arithmetic() throws {
    #expect(try call("top(10 + 2 * 4 - 6 / 3)").arguments == [.number(16)])
    #expect(try call("top((10 + 2) * -1)").arguments == [.number(-12)])
    #expect(try call("margin(-(5%))").arguments == [.percent(-5)])
  }

  @Test("margin takes one to four numbers or one to four percents")
  func margins() throws {
    #expect(
      try call("margin(1, 2, 3, 4)").arguments == [.number(1), .number(2), .number(3), .number(4)])
    #expect(try call("margin(1%, 2%)").arguments == [.percent(1), .percent(2)])
  }

  @Test("a whole chain resolves in order, keeping the receiver")
  func wholeChain() throws {
    let text =
      "pinFrame.topIfNotBelow(of: visible([red, blue]), aligned: .center).size(100).marginTop(12)"
    let chain = try parseChain(text)
    #expect(chain.receiver == .pinFrame)
    let calls = try ChainValidator(viewIDs: testViewIDs).validate(chain, text: text)
    #expect(
      calls.map(\.signature.selector) == [
        "topIfNotBelow(of:aligned:)", "size(_:)", "marginTop(_:)",
      ])
    #expect(calls.map(\.position.column) == [10, 68, 78])
  }
}

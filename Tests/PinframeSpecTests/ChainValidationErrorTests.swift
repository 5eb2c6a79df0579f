import PinframeSpec
import Testing

@Suite("Chain validation errors")
struct ChainValidationErrorTests {
  @Test(
    "each error names the fault, says what was expected and points at it",
    arguments: [
      ("botom(10)", 1, "unknown method 'botom'; did you mean 'bottom'?"),
      ("frobnicate()", 1, "unknown method 'frobnicate'"),
      (
        "size([red])", 6,
        "'size' expects a number, a percent, CGSize(width:height:) or a view"
          + " (size(of:)), got an array"
      ),
      ("size(red)", 6, "'size' takes a view with the label 'of:': size(of:)"),
      ("below(off: red)", 7, "'below' has no argument label 'off:'; did you mean 'of:'?"),
      (
        "below(red)", 1,
        "there is no 'below(_:)'; use below(of:aligned:) or below(of:aligned:ifNeeded:)"
      ),
      ("pinEdges(1)", 1, "there is no 'pinEdges(_:)'; use pinEdges()"),
      (
        "aspectRatio()", 1,
        "the view is not known: aspectRatio() takes the ratio of an image view's image"
          + " (\"type\": \"image\"); use aspectRatio(_:) or aspectRatio(of:)"
      ),
      (
        "aspectRatio(1, 2)", 1,
        "there is no 'aspectRatio(_:_:)'; use aspectRatio(_:), aspectRatio(of:) or aspectRatio()"
      ),
      (
        "top(.center)", 5,
        "'top' expects a number, a percent, UIEdgeInsets(top:left:bottom:right:) or a"
          + " vertical edge "
          + "such as view.edge.top (top(to:)), got '.center'"
      ),
      (
        "top(to: red.edge.left)", 9,
        "'top' expects a vertical edge such as view.edge.top for 'to:', got a horizontal edge"
      ),
      (
        "below(of: red, aligned: 1)", 25,
        "'below' expects a HorizontalAlign (.left, .center, .right, .start, .end, .none) for "
          + "'aligned:', got a number"
      ),
      ("margin(1, 2%)", 1, "'margin' has no form taking (a number, a percent)"),
      (
        "margin(1, true)", 11,
        "'margin' expects a number or a percent for argument 2, got a boolean"
      ),
      (
        "below(of: red, ifNeeded: .top)", 11,
        "'below' expects an array of views for 'of:', got a view"
      ),
      (
        "width(true)", 7,
        "'width' expects a number, a percent or a view (width(of:)), got a boolean"
      ),
    ])
  func callErrors(text: String, column: Int, message: String) throws {
    let caret = String(repeating: " ", count: column - 1) + "^"
    #expect(try validationError(text) == "line 1, column \(column): \(message)\n\(text)\n\(caret)")
  }

  @Test(
    "value errors point at the value and suggest the nearest name",
    arguments: [
      ("below(of: bleu)", 11, "unknown view 'bleu'; did you mean 'blue'?"),
      ("below(of: zzz)", 11, "unknown view 'zzz'"),
      (
        "below(of: red, aligned: .centre)", 25,
        "unknown HorizontalAlign '.centre'; did you mean '.center'?"
      ),
      (
        "justify(.top)", 9,
        "unknown HorizontalAlign '.top'; expected .left, .center, .right, .start, .end or .none"
      ),
      (
        "below(of: [red], ifNeeded: .superview)", 28,
        "unknown VerticalFallback '.superview'; expected .none, .top, .center or .bottom"
      ),
      (
        "after(of: [red], ifNeeded: .strat)", 28,
        "unknown HorizontalFallback '.strat'; did you mean '.start'?"
      ),
      ("sizeToFit(.widht)", 11, "unknown FitType '.widht'; did you mean '.width'?"),
      ("top(to: red.egde.top)", 13, "unknown view property 'egde'; did you mean 'edge'?"),
      ("top(to: red.edge.botom)", 18, "unknown edge 'botom'; did you mean 'bottom'?"),
      ("topLeft(to: red.anchor.topleft)", 24, "unknown anchor 'topleft'; did you mean 'topLeft'?"),
      ("all(pin.safearea)", 9, "unknown pin property 'safearea'; did you mean 'safeArea'?"),
      ("below(of: visibel([red]))", 11, "unknown function 'visibel'; did you mean 'visible'?"),
      ("top(red(1))", 5, "'red' is a view, not a function"),
      ("below(of: visible(red))", 19, "'visible' takes an array of views: visible([red])"),
      ("below(of: [red, 10])", 17, "an array holds views only, got a number"),
      (
        "all(UIEdgeInsets(top: 1, left: 2))", 5,
        "there is no 'UIEdgeInsets(top:left:)'; use UIEdgeInsets(top:left:bottom:right:)"
      ),
      (
        "all(UIEdgeInsets(top: 1, left: 2%, bottom: 3, right: 4))", 32,
        "'UIEdgeInsets' expects a number for 'left:', got a percent"
      ),
      (
        "all(pin.safeArea + 10%)", 18,
        "'+' applies to two numbers, or to UIEdgeInsets + a number; got UIEdgeInsets and a percent"
      ),
      ("top(10 / 0)", 8, "division by zero"),
      ("top(1e7)", 5, "10000000 is out of range: numbers stay within ±1000000"),
      ("top(-red)", 5, "'-' applies to a number or a percent, got a view"),
      ("top(red%)", 8, "'%' applies to a number, got a view"),
      ("top(.center.x)", 13, "'.center' has no member 'x'"),
      (
        "top(to: red.edge)", 9,
        "'top' expects a vertical edge such as view.edge.top for 'to:', got an"
          + " incomplete 'red.edge'"
      ),
    ])
  func valueErrors(text: String, column: Int, message: String) throws {
    let caret = String(repeating: " ", count: column - 1) + "^"
    #expect(try validationError(text) == "line 1, column \(column): \(message)\n\(text)\n\(caret)")
  }

  @Test("aspectRatio() resolves on an image view and names any other view it is used on")
  func aspectRatioWithoutArgument() throws {
    let text = "width(100).aspectRatio()"
    let chain = try parseChain(text)
    let calls = try ChainValidator(viewIDs: testViewIDs, imageViewIDs: ["card"])
      .validate(chain, text: text, receiver: "card")
    #expect(calls.map(\.signature.selector) == ["width(_:)", "aspectRatio()"])
    #expect(
      try validationError(text, receiver: "red", imageViewIDs: ["card"])
        == "line 1, column 12: 'red' is not an image view: aspectRatio() takes the ratio of an"
        + " image view's image (\"type\": \"image\"); use aspectRatio(_:) or aspectRatio(of:)"
        + "\n\(text)\n           ^")
  }

  @Test("in a spec, aspectRatio() is allowed on an image view only, naming the other view")
  func aspectRatioInSpec() {
    let views =
      #"{"id": "photo", "type": "image", "image": "photo", "pin": "width(80).aspectRatio()"}, "#
      + #"{"id": "box", "pin": "width(80).aspectRatio()"}"#
    let json = #"{"canvas": {"width": 100, "height": 100}, "views": [\#(views)]}"#
    #expect(
      specError(json)
        == "test.json:$.views[1].pin: line 1, column 11: 'box' is not an image view:"
        + " aspectRatio() takes the ratio of an image view's image (\"type\": \"image\");"
        + " use aspectRatio(_:) or aspectRatio(of:)\nwidth(80).aspectRatio()\n          ^")
  }

  @Test("the first faulty call of a chain is reported, on its own line")
  func multiLine() throws {
    #expect(
      try validationError("top(10)\n  .left(10)\n  .widht(100)")
        == "line 3, column 4: unknown method 'widht'; did you mean 'width'?\n  .widht(100)\n   ^")
  }
}

import Foundation
import PinframeSpec
import Testing

@Suite("Spec constraints and stack views: decoding and errors")
struct SpecConstraintTests {
  /// A spec whose view `a` has `constraints`, beside a view `photo`.
  private func spec(_ constraints: String) -> String {
    #"{"canvas": {"width": 390, "height": 844}, "views": [{"id": "photo"}, "#
      + #"{"id": "a", "constraints": [\#(constraints)]}]}"#
  }

  @Test("constraints decode to their anchors, multiplier, constant and priority")
  func decodes() throws {
    let decoded = try decodeSpec(
      spec(
        #""leading == superview.margins.leading + 16", "width == 0.5 * photo.width - 4 @750", "height >= 44", "top == safeArea.top""#
      ))
    let constraints = decoded.views[1].constraints
    #expect(constraints.count == 4)
    #expect(
      constraints[0].first == .init(item: .this, guide: nil, attribute: "leading")
        && constraints[0].second == .init(item: .superview, guide: .margins, attribute: "leading")
        && constraints[0].constant == 16 && constraints[0].priority == 1000)
    #expect(
      constraints[1].second == .init(item: .view("photo"), guide: nil, attribute: "width")
        && constraints[1].multiplier == 0.5 && constraints[1].constant == -4
        && constraints[1].priority == 750)
    #expect(
      constraints[2].relation == .greaterThanOrEqual && constraints[2].second == nil
        && constraints[2].constant == 44)
    #expect(constraints[3].second == .init(item: .this, guide: .safeArea, attribute: "top"))
  }

  @Test("errors name the path, the line and column in the constraint, a caret and a suggestion")
  func errors() {
    #expect(
      specError(spec(#""leadng == superview.leading""#))
        == "test.json:$.views[1].constraints[0]: line 1, column 1: unknown attribute 'leadng'; "
        + "did you mean 'leading'?\nleadng == superview.leading\n^")
    #expect(
      specError(spec(#""width == 0.5 * phto.width""#))
        == "test.json:$.views[1].constraints[0]: line 1, column 16: no view has the id 'phto'; "
        + "did you mean 'photo'?\nwidth == 0.5 * phto.width\n               ^")
    #expect(
      specError(spec(#""leading == superview.top""#))
        == "test.json:$.views[1].constraints[0]: line 1, column 12: 'leading' (x-axis position) "
        + "cannot be related to 'top' (y-axis position)\nleading == superview.top\n           ^")
    #expect(
      specError(spec(#""top == 20""#))?.contains(
        "'top' is a position: relate it to another anchor, not a constant") == true)
    #expect(
      specError(spec(#""width = 20""#))?.contains(
        "column 7: unexpected character '='; write '==' for equal") == true)
    #expect(
      specError(spec(#""width == photo.width @1001""#))?.contains(
        "a priority is 1 to 1000") == true)
    #expect(
      specError(spec(#""width == 0 * photo.width""#))?.contains("a multiplier of 0") == true)
    #expect(
      specError(spec(#""top == superview.safeArea.firstBaseline""#))?.contains(
        "layout guides have no baselines") == true)
    #expect(
      specError(spec(#""top == superview.safe.top""#))?.contains(
        "unknown guide 'safe'; expected safeArea, margins or readableContent") == true)
    #expect(
      specError(spec("12"))?.hasPrefix(
        "test.json:$.views[1].constraints[0]: line 1, column 98: expected a constraint such as "
          + "\"leading == superview.leading + 16\", got 12") == true)
  }

  @Test("a view has either a chain or constraints; a stack's children have neither pin nor frame")
  func exclusiveLayouts() {
    #expect(
      specError(
        #"{"canvas": {"width": 390, "height": 844}, "views": [{"id": "a", "pin": "top(1)", "constraints": ["width == 10"]}]}"#
      )?.hasPrefix(
        "test.json:$.views[0].constraints: line 1, column 97: 'pin' and 'constraints' both lay "
          + "out view 'a'; keep one") == true)
    #expect(
      specError(
        #"{"canvas": {"width": 390, "height": 844}, "views": [{"id": "s", "type": "stack", "children": [{"id": "a", "pin": "top(1)"}]}]}"#
      )?.hasPrefix(
        "test.json:$.views[0].children[0].pin: line 1, column 114: a stack view places its "
          + "children, so 'pin' would be overridden"
      ) == true)
  }

  @Test(
    "a stack decodes its axis, distribution, alignment, spacing and margins; bad names are caught")
  func stacks() throws {
    let decoded = try decodeSpec(
      #"{"canvas": {"width": 390, "height": 844}, "views": [{"id": "s", "type": "stack", "axis": "vertical", "distribution": "fillEqually", "alignment": "center", "spacing": 8, "layoutMarginsRelativeArrangement": true}]}"#
    )
    #expect(
      decoded.views[0].content
        == .stack(
          StackViewSpec(
            axis: "vertical", distribution: "fillEqually", alignment: "center", spacing: 8,
            isLayoutMarginsRelativeArrangement: true)))
    #expect(
      specError(
        #"{"canvas": {"width": 390, "height": 844}, "views": [{"id": "s", "type": "stack", "distribution": "fillEqualy"}]}"#
      )?.contains("fillEqually") == true)
  }
}

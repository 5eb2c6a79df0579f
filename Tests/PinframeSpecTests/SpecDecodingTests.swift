import Foundation
import PinframeGraphics
import PinframeSpec
import Testing

/// Decodes `json` as the file `test.json`.
func decodeSpec(_ json: String, limits: SpecLimits = .standard) throws(SpecError) -> LayoutSpec {
  try LayoutSpec(json: json, file: "test.json", limits: limits)
}

/// The rendered error of decoding `json` as `test.json`, or `nil` when it decodes.
func specError(_ json: String, limits: SpecLimits = .standard) -> String? {
  do {
    _ = try decodeSpec(json, limits: limits)
    return nil
  } catch {
    return error.description
  }
}

@Suite("Spec decoding")
struct SpecDecodingTests {
  @Test("a minimal spec gets the documented defaults")
  func defaults() throws {
    let spec = try decodeSpec(#"{"canvas": {"width": 390, "height": 844}, "views": []}"#)
    #expect(
      spec.canvas
        == CanvasSpec(width: 390, height: 844, scale: 1, background: .white, safeArea: .zero))
    #expect(spec.views.isEmpty)
    #expect(spec.animation == nil)
    #expect(spec.file == "test.json")
  }

  @Test("view properties decode to their values; those left out stay unset")
  func properties() throws {
    let spec = try decodeSpec(
      #"""
      {"canvas": {"width": 100, "height": 100, "scale": 3, "background": "#000",
                  "safeArea": {"top": 10, "right": 2}},
       "views": [{"id": "a", "color": "systemBlue", "alpha": 0.5, "hidden": true,
                  "clipsToBounds": false, "cornerRadius": 4, "borderWidth": 1,
                  "borderColor": "#FF000080", "frame": [-1, 2, 30, 40],
                  "children": [{"id": "b", "backgroundColor": "red"}]}]}
      """#)
    #expect(spec.canvas.scale == 3)
    #expect(spec.canvas.background == .black)
    #expect(spec.canvas.safeArea == EdgeInsets(top: 10, left: 0, bottom: 0, right: 2))
    let view = try #require(spec.views.first)
    #expect(
      view.properties
        == ViewProperties(
          backgroundColor: .systemBlue, alpha: 0.5, isHidden: true, clipsToBounds: false,
          cornerRadius: 4, borderWidth: 1, borderColor: .red.withAlphaComponent(128.0 / 255),
          frame: CGRect(x: -1, y: 2, width: 30, height: 40)))
    #expect(view.path.description == "$.views[0]")
    #expect(view.children.map(\.id) == ["b"])
    #expect(view.children.first?.properties == ViewProperties(backgroundColor: .red))
    #expect(view.children.first?.path.description == "$.views[0].children[0]")
  }

  @Test("chains may name views anywhere in the tree, before or after themselves")
  func forwardReferences() throws {
    let spec = try decodeSpec(
      #"""
      {"canvas": {"width": 100, "height": 100},
       "views": [{"id": "a", "pin": "pin.below(of: c)"},
                 {"id": "b", "children": [{"id": "c", "pin": "pinFrame.top(to: a.edge.bottom)"}]}]}
      """#)
    let chain = try #require(spec.views.first?.properties.pin)
    #expect(chain.text == "pin.below(of: c)")
    #expect(!chain.usesFrame)
    #expect(chain.calls.map(\.arguments) == [[.view("c"), .horizontalAlign(.none)]])
    #expect(chain.path.description == "$.views[0].pin")
    #expect(spec.views[1].children.first?.properties.pin?.usesFrame == true)
  }

  @Test("layout order is layoutSubviews order: siblings first, then each subtree")
  func layoutOrder() throws {
    let spec = try decodeSpec(
      #"""
      {"canvas": {"width": 100, "height": 100},
       "views": [{"id": "a", "children": [{"id": "a1", "children": [{"id": "x"}]}, {"id": "a2"}]},
                 {"id": "b", "children": [{"id": "b1"}]}]}
      """#)
    #expect(spec.layoutOrder == ["a", "b", "a1", "a2", "x", "b1"])
  }

  @Test("animation steps decode with their timing, changes in document order, and defaults")
  func animation() throws {
    let spec = try decodeSpec(
      #"""
      {"canvas": {"width": 100, "height": 100},
       "views": [{"id": "a"}, {"id": "b"}],
       "animation": {"steps": [
         {"duration": 0.3, "changes": {"b": {"alpha": 0}, "a": {"pin": "top(5)", "hidden": true}}},
         {"duration": 1, "delay": 0.5, "pause": 2, "curve": "linear", "changes": {}},
         {"duration": 0.4, "spring": {"damping": 0.6}, "changes": {}}]}}
      """#)
    let animation = try #require(spec.animation)
    #expect(animation.framesPerSecond == 60)
    #expect(
      animation.steps.map(\.timing) == [
        .curve(.easeInOut), .curve(.linear), .spring(damping: 0.6, velocity: 0),
      ])
    #expect(animation.steps.map(\.delay) == [0, 0.5, 0])
    #expect(animation.steps.map(\.pause) == [0, 2, 0])
    let changes = animation.steps[0].changes
    #expect(changes.map(\.id) == ["b", "a"])
    #expect(changes[0].properties == ViewProperties(alpha: 0))
    #expect(changes[1].properties.isHidden == true)
    #expect(changes[1].properties.pin?.calls.first?.arguments == [.number(5)])
    #expect(changes[1].properties.pin?.path.description == "$.animation.steps[0].changes.a.pin")
  }

  @Test(
    "errors name the file, the JSON path, the line and column, and quote the line",
    arguments: [
      (
        #"{"canvas": {"width": 1, "height": 1}, "views": [{"id": "a", "children":"#
          + #" [{"id": "b", "frame": [0, 0, -1, 0]}]}]}"#,
        "test.json:$.views[0].children[0].frame[2]: line 1, column 102: expected a"
          + " number from 0 to 1000000, got -1"
      ),
      (
        #"{"canvas": {"width": 1, "height": 1}, "views": [{"id": "a", "pin": 10}]}"#,
        "test.json:$.views[0].pin: line 1, column 68: expected a PinLayout chain such as"
          + " \"top(10).left(10)\", got 10"
      ),
      (
        #"{"canvas": {"width": 1, "height": 1}, "views": {}}"#,
        "test.json:$.views: line 1, column 48: expected an array of views, got an object"
      ),
      (
        #"{"canvas": {"width": 1, "height": 1}}"#,
        "test.json:$: line 1, column 1: missing key 'views'"
      ),
      (
        #"[]"#,
        "test.json:$: line 1, column 1: expected an object, got an array"
      ),
      (
        #"{"canvas": {"width": 1, "height": 1, "scale": 1.5}, "views": []}"#,
        "test.json:$.canvas.scale: line 1, column 47: expected 1, 2 or 3, got 1.5"
      ),
      (
        #"{"canvas": {"width": 1, "height": 1}, "views": [{"id": "a", "hidden": "yes"}]}"#,
        "test.json:$.views[0].hidden: line 1, column 71: expected true or false, got \"yes\""
      ),
      (
        #"{"canvas": {"width": 1, "height": 1}, "views": [], "animation": {"fps": 0,"#
          + #" "steps": []}}"#,
        "test.json:$.animation.fps: line 1, column 73: expected a whole number from 1 to 240, got 0"
      ),
      (
        #"{"canvas": {"width": 1, "height": 1}, "views": [{"id": "a"}], "animation":"#
          + #" {"steps": [{"duration": 1, "spring": {"damping": 0}, "changes": {}}]}}"#,
        "test.json:$.animation.steps[0].spring.damping: line 1, column 125: expected a"
          + " number above 0 and at most 1, got 0"
      ),
    ])
  func errors(json: String, expected: String) throws {
    let error = try #require(specError(json))
    #expect(error.components(separatedBy: "\n").first == expected)
  }

  @Test("an error quotes the file line with a caret under the value")
  func snippet() {
    #expect(
      specError("{\n  \"canvas\": {\"width\": 0, \"height\": 1},\n  \"views\": []\n}")
        == "test.json:$.canvas.width: line 2, column 23: expected a positive number, got 0\n"
        + "  \"canvas\": {\"width\": 0, \"height\": 1},\n                      ^")
  }

  @Test("a file that is not UTF-8 is refused at its first bad byte")
  func notUTF8() throws {
    let bytes = Array("{\"canvas\": \"".utf8) + [0xFF] + Array("\"}".utf8)
    #expect(throws: SpecError.self) { try LayoutSpec(json: bytes, file: "bad.json") }
    do {
      _ = try LayoutSpec(json: bytes, file: "bad.json")
    } catch {
      #expect(error.path == .root)
      #expect(error.message == "the file is not UTF-8 text: invalid byte")
      #expect(error.position == SourcePosition(offset: 12, line: 1, column: 13))
    }
  }

  @Test("a missing file is an error that names it, without a position")
  func missingFile() {
    let url = URL(fileURLWithPath: "/nonexistent/pinframe/spec.json")
    #expect(throws: SpecError(file: "spec.json", path: .root, message: "cannot open the file")) {
      try LayoutSpec(contentsOf: url, file: "spec.json")
    }
    #expect(
      SpecError(file: "spec.json", path: .root, message: "cannot open the file").description
        == "spec.json:$: cannot open the file")
  }
}

/// A type of view a spec may declare with `"type"`: its name, the keys it adds to a plain view's,
/// and how its object decodes into ``ViewContent``.
///
/// ``all`` is the one table of types: the decoder, its errors ("'isOn' is a switch property"),
/// the chain validator (`aspectRatio()` on image views) and the test of the fuzz dictionary
/// read it. The recipe for a new type (this table, its content spec, its builder in
/// PinframeSpecEvaluator's `SpecScene.makeView(for:)`) is the DocC article "Adding a spec view
/// type".
struct SpecViewType: Sendable {
  /// The `"type"` value.
  let name: String
  /// The keys the type adds to a plain view's.
  let keys: [String]
  /// Whether `aspectRatio()` without an argument may lay the view out (its content has a ratio).
  var hasContentAspectRatio = false
  /// Decodes the type's own keys of a view object.
  let decode: @Sendable (SpecDecoder, ObjectReader) throws(SpecError) -> ViewContent

  /// Every type, in the order messages list them.
  static let all: [SpecViewType] = [
    SpecViewType(name: "view", keys: []) { _, _ throws(SpecError) in .view },
    SpecViewType(name: "label", keys: SpecDecoder.labelKeys) { decoder, reader throws(SpecError) in
      .label(try decoder.decodeLabel(reader))
    },
    SpecViewType(name: "image", keys: SpecDecoder.imageKeys, hasContentAspectRatio: true) {
      decoder, reader throws(SpecError) in .image(try decoder.decodeImageView(reader))
    },
    SpecViewType(name: "scroll", keys: SpecDecoder.scrollKeys) {
      decoder, reader throws(SpecError) in
      .scroll(try decoder.decodeScrollView(reader))
    },
    SpecViewType(name: "stack", keys: SpecDecoder.stackKeys) {
      decoder, reader throws(SpecError) in .stack(try decoder.decodeStackView(reader))
    },
    control("button", ["title", "systemImage", "style", "selected"]) {
      decoder, reader throws(SpecError) in
      .button(try decoder.decodeButton(reader))
    },
    control("switch", ["isOn", "onTintColor"]) { decoder, reader throws(SpecError) in
      .switch(try decoder.decodeSwitch(reader))
    },
    control("segmented", ["items", "selectedSegmentIndex", "apportionsSegmentWidthsByContent"]) {
      decoder, reader throws(SpecError) in .segmented(try decoder.decodeSegmented(reader))
    },
    control(
      "textField", ["text", "placeholder", "borderStyle", "font", "textColor", "textAlignment"]
    ) {
      decoder, reader throws(SpecError) in .textField(try decoder.decodeTextField(reader))
    },
  ]

  /// The type named `name`.
  static func named(_ name: String) -> SpecViewType? {
    all.first { $0.name == name }
  }

  /// A control type: its own keys and the keys every control takes.
  private static func control(
    _ name: String, _ keys: [String],
    kind: @escaping @Sendable (SpecDecoder, ObjectReader) throws(SpecError) -> ControlSpec.Kind
  ) -> SpecViewType {
    SpecViewType(name: name, keys: keys + SpecDecoder.controlKeys) {
      decoder, reader throws(SpecError) in
      .control(
        ControlSpec(
          kind: try kind(decoder, reader), isEnabled: try reader.bool("enabled"),
          tintColor: try reader.color("tintColor")))
    }
  }
}

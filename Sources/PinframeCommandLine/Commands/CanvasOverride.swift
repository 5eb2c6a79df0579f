import Foundation
import Pinframe
import PinframeSpec

/// The canvas changes `--device NAME`, `--landscape`, `--dark` and `--text STYLE` ask for.
struct CanvasOverride {
  /// The device preset, if one was named.
  var device: (name: String, config: ViewImageConfig)?
  /// Whether the appearance is dark.
  var dark = false
  /// How text is drawn, if asked for.
  var text: TextRendering?

  /// No change.
  init() {}

  /// Only `--text`'s change (for commands without the canvas options).
  ///
  /// - Throws: ``CommandLineError`` for a style that is neither `glyphs` nor `silhouettes`.
  init(text arguments: ParsedArguments, command: String) throws(CommandLineError) {
    text = try Self.text(arguments, command: command)
  }

  /// The options' changes.
  ///
  /// - Throws: ``CommandLineError`` for an unknown device or text style, or `--landscape`
  ///   without a device.
  init(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    dark = arguments.has("--dark")
    text = try Self.text(arguments, command: command)
    let landscape = arguments.has("--landscape")
    guard let name = arguments.value("--device") else {
      if landscape { throw .usage("--landscape needs --device NAME", command: command) }
      return
    }
    guard let config = ViewImageConfig.named(name, landscape: landscape) else {
      let hint = Suggestion.hintOrChoices(for: name, in: ViewImageConfig.deviceNames)
      throw .usage("unknown device '\(name)'\(hint)", command: command)
    }
    device = (name, config)
  }

  /// `--text`'s style, if given.
  private static func text(_ arguments: ParsedArguments, command: String)
    throws(CommandLineError) -> TextRendering?
  {
    guard let name = arguments.value(OptionDefinition.text.name) else { return nil }
    guard let text = TextRendering(rawValue: name) else {
      throw .usage("--text expects glyphs or silhouettes, got '\(name)'", command: command)
    }
    return text
  }

  /// Applies the changes to the spec's canvas.
  func apply(to spec: inout LayoutSpec) {
    if dark { spec.canvas.appearance = .dark }
    if let text { spec.canvas.text = text }
    guard let (name, config) = device else { return }
    if let size = config.size {
      spec.canvas.width = Double(size.width)
      spec.canvas.height = Double(size.height)
    }
    spec.canvas.scale = Int(config.scale)
    spec.canvas.safeArea = config.safeArea
    spec.canvas.traits = config.traits
    spec.canvas.device = name
  }
}

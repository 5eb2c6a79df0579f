import Foundation
import Pinframe
import PinframeSpec

/// The canvas changes `--device NAME`, `--landscape` and `--dark` ask for.
struct CanvasOverride {
  /// The device preset, if one was named.
  var device: (name: String, config: ViewImageConfig)?
  /// Whether the appearance is dark.
  var dark = false

  /// No change.
  init() {}

  /// The options' changes.
  ///
  /// - Throws: ``CommandLineError`` for an unknown device, or `--landscape` without one.
  init(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    dark = arguments.has("--dark")
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

  /// Applies the changes to the spec's canvas.
  func apply(to spec: inout LayoutSpec) {
    if dark { spec.canvas.appearance = .dark }
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

import Foundation
import Pinframe
import PinframeFiles
import PinframeSpec
import PinframeSpecEvaluator

/// `pinframe demo`: renders the built-in examples into `./pinframe-out/`.
struct DemoCommand: Command {
  static let definition = CommandDefinition(
    name: "demo", summary: "Render the built-in examples into ./pinframe-out/.",
    usage: ["demo [--output DIR] [--jobs N] [--quiet | --verbose]"],
    arguments: [], argumentCount: 0...0,
    options: [
      .value(
        "--output", short: "-o", "DIR", help: "The folder to write to (default: pinframe-out)."),
      .jobs, .quiet, .verbose,
    ],
    discussion: """
      The examples are the hidden-view fallback (red, blue and green chained with
      topIfNotBelow(of: visible([…]))) in all eight combinations of hidden views, and the
      docked square of PinLayout's animation guide. Each file written is printed.
      """)

  let context: CommandContext
  let directory: URL

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    try context.applyVerbosity(arguments)
    self.context = context
    directory =
      arguments.url("--output", relativeTo: context.currentDirectory)
      ?? context.url("pinframe-out")
  }

  func run() async throws -> ExitCode {
    OutputGuard.protect([directory])
    for combination in FallbackCombination.all {
      let url = directory.appendingPathComponent("fallback-\(combination.name).png")
      try write(try fallbackImage(hiding: combination.hidden), to: url)
    }
    return .success
  }

  /// The fallback example with the views of `hidden` hidden.
  private func fallbackImage(hiding hidden: Set<String>) throws -> Bitmap {
    let scene = SpecScene(spec: try LayoutSpec(json: DemoSpecs.fallback, file: "fallback.json"))
    for (id, view) in scene.views { view.isHidden = hidden.contains(id) }
    try scene.layout()
    return try scene.renderImage()
  }

  private func write(_ image: Bitmap, to url: URL) throws {
    try AtomicFileWriter.write([UInt8](try image.pngData(settings: .default)), to: url)
    context.console.print(url.relativePath(from: context.currentDirectory))
  }
}

/// One combination of hidden views in the fallback example.
struct FallbackCombination {
  /// The hidden views.
  var hidden: Set<String>

  /// Every combination of red, blue and green hidden, none hidden first.
  static let all: [FallbackCombination] = (0..<8).map { bits in
    FallbackCombination(
      hidden: Set(
        ["red", "blue", "green"].enumerated().filter { bits >> $0.offset & 1 == 1 }.map(\.element)))
  }

  /// `all-visible`, or the hidden views in document order: `red-blue-hidden`.
  var name: String {
    let names = ["red", "blue", "green"].filter(hidden.contains)
    return names.isEmpty ? "all-visible" : names.joined(separator: "-") + "-hidden"
  }
}

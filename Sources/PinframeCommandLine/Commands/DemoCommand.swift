import Foundation
import Pinframe
import PinframeExamples
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
      The examples are the docked square of PinLayout's animation guide (dock.apng and its
      filmstrip), and the hidden-view fallback: red, blue and green chained with
      topIfNotBelow(of: visible([…])), animated as views hide and show (fallback.apng and its
      filmstrip) and in all eight combinations of hidden views (fallback-*.png); then UIKit
      screens written in Swift as for iOS, on an iPhone 13: a tab bar and navigation
      controller, two table views and a collection view (screen-*.png), and galleries of labels
      and controls (text-gallery.png, controls-gallery.png). index.html shows every file and
      says what it shows. Each file written is printed.
      """)

  let context: CommandContext
  let directory: URL
  let jobs: Int

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    try context.applyVerbosity(arguments)
    self.context = context
    directory =
      arguments.url("--output", relativeTo: context.currentDirectory)
      ?? context.url("pinframe-out")
    jobs = try context.jobs(arguments)
    try OutputCheck(
      arguments.value("--output") ?? "pinframe-out", directory: context.currentDirectory
    )
    .checkDirectory()
  }

  func run() async throws -> ExitCode {
    OutputGuard.protect([directory])
    try await animate(DemoSpecs.dock, name: "dock")
    try await animate(DemoSpecs.fallback, name: "fallback")
    for combination in FallbackCombination.all {
      let scene = try self.scene(DemoSpecs.fallback, name: "fallback")
      for (id, view) in scene.views { view.isHidden = combination.hidden.contains(id) }
      try scene.layout()
      let url = directory.appendingPathComponent("fallback-\(combination.name).png")
      try AtomicFileWriter.write(
        [UInt8](try scene.renderImage().pngData()), to: url, durably: false)
      show([url])
    }
    show(try await DemoScreens.write(to: directory))
    let index = directory.appendingPathComponent("index.html")
    try AtomicFileWriter.write(Array(await DemoIndex.html.utf8), to: index, durably: false)
    show([index])
    return .success
  }

  /// Writes `name.apng` and `name_filmstrip.png` of an embedded spec's animation.
  private func animate(_ json: String, name: String) async throws {
    let scene = try self.scene(json, name: name)
    let recording = SceneRecording(
      scene: scene, fps: scene.framesPerSecond, jobs: jobs, console: context.console)
    var outputs = RecordingOutputs(
      directory: directory, name: name, writesFramePNGs: false,
      filmstripScale: recording.filmstripScale)
    outputs.writesDurably = false
    show(try await recording.write(outputs).files)
  }

  /// The laid-out scene of an embedded spec, named `name.json` in messages.
  private func scene(_ json: String, name: String) throws -> SpecScene {
    let scene = SpecScene(spec: try LayoutSpec(json: json, file: "\(name).json"))
    try scene.layout()
    return scene
  }

  private func show(_ files: [URL]) {
    for file in files { context.console.print(file.relativePath(from: context.currentDirectory)) }
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

  /// `every view visible`, or `red and blue hidden`.
  var hiddenText: String {
    let names = ["red", "blue", "green"].filter(hidden.contains)
    switch names.count {
    case 0: return "every view visible"
    case 1: return "\(names[0]) hidden"
    default: return names.dropLast().joined(separator: ", ") + " and \(names.last ?? "") hidden"
    }
  }
}

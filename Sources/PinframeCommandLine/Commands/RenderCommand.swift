import Foundation
import Pinframe
import PinframeFiles

/// `pinframe render SPEC -o OUT.png [--scale N]`: lays a spec out and writes it as a PNG.
struct RenderCommand: Command {
  static let definition = CommandDefinition(
    name: "render", summary: "Lay out a spec and write it as a PNG image.",
    usage: [
      "render SPEC -o OUT.png [--scale N] [--device NAME [--landscape]] [--dark]",
      "       [--text glyphs|silhouettes] [--work-limit N] [--quiet | --verbose]",
    ],
    arguments: [("SPEC", "A layout spec (JSON).")], argumentCount: 1...1,
    options: [
      .value("--output", short: "-o", "OUT.png", help: "The PNG file to write (required)."),
      .value("--scale", "N", help: "Pixels per point, 1 to 3 (default: the canvas's scale)."),
      .value(
        "--device", "NAME",
        help: "Lay out on a device instead of the canvas: its size, scale, safe area, traits."),
      .flag("--landscape", help: "The device in landscape."),
      .flag("--dark", help: "Dark appearance."),
      .text, .workLimit, .quiet, .verbose,
    ],
    discussion: """
      The views are laid out as layoutSubviews would lay them out, and drawn before any
      animation runs. PinLayout's warnings go to standard error with the view's id. The PNG is
      written atomically (not flushed to disk: it is easy to make again): a failed or
      interrupted run leaves any previous file as it was. Missing folders of the output are
      created; an output that cannot be written is refused before anything is drawn.

      --device takes a preset name of ViewImageConfig (iPhone13, iPhone15Pro, iPadPro11, tv,
      …): the spec's canvas takes the device's size, scale, safe area and traits, as a spec's
      "device" key does.

      Text is drawn from Inter's glyph outlines; --text silhouettes (or the canvas's "text":
      "silhouettes") draws each character as a bar of its advance and height instead.

      Example:
        pinframe render Fixtures/specs/card.json -o card.png --scale 3
        pinframe render Fixtures/specs/card.json -o card.png --device iPhone13 --dark
      """)

  let context: CommandContext
  let spec: String
  let output: URL
  let scale: Int?
  let canvas: CanvasOverride
  let workLimit: WorkLimit
  /// The output as the command line names it.
  let shownOutput: String

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    try context.applyVerbosity(arguments)
    guard let output = arguments.url("--output", relativeTo: context.currentDirectory) else {
      throw .usage("missing --output OUT.png: the PNG file to write", command: "render")
    }
    self.context = context
    spec = arguments.positionals[0]
    self.output = output
    scale = try arguments.integer("--scale", in: 1...3)
    canvas = try CanvasOverride(arguments, command: "render")
    workLimit = try context.workLimit(arguments)
    let shown = arguments.value("--output") ?? ""
    shownOutput = shown
    try PathConflicts(
      inputs: [.init(label: "the spec \(spec)", url: context.url(spec))],
      outputs: [.init(label: "--output \(shown)", url: output)]
    ).check(command: "render")
    try OutputCheck(shown, directory: context.currentDirectory)
      .checkFile(option: "--output", extensions: ["png"], command: "render")
  }

  func run() async throws -> ExitCode {
    OutputGuard.protect([output.deletingLastPathComponent()])
    let loader = SpecLoader(console: context.console, currentDirectory: context.currentDirectory)
    let scene = try loader.scene(at: spec, scale: scale, canvas: canvas)
    try SpecInputConflicts(
      scene: scene, spec: "the spec \(spec)", currentDirectory: context.currentDirectory
    ).check([.init(label: "--output \(shownOutput)", url: output)], command: "render")
    let list = try scene.displayList()
    let work = RenderWork.pixels(of: list)
    try workLimit.check(
      work, for: "the spec \(spec)", raise: WorkLimitOption.raise(toCover: work))
    let data = try Bitmap(rendering: list).pngData(settings: .default)
    try AtomicFileWriter.write([UInt8](data), to: output, durably: false)
    context.console.print(output.relativePath(from: context.currentDirectory))
    return .success
  }
}

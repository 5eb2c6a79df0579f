import Foundation
import Pinframe
import PinframeFiles

/// `pinframe animate SPEC -o OUT.apng [--frames DIR] [--filmstrip F.png] [--fps N]`: runs a
/// spec's animation and writes its frames.
struct AnimateCommand: Command {
  static let definition = CommandDefinition(
    name: "animate", summary: "Run a spec's animation and write it as an animated PNG.",
    usage: [
      "animate SPEC -o OUT.apng [--frames DIR] [--filmstrip F.png] [--fps N] [--scale N]",
      "        [--filmstrip-columns N] [--filmstrip-scale S] [--filmstrip-every K]",
      "        [--text glyphs|silhouettes] [--jobs N] [--work-limit N] [--quiet | --verbose]",
    ],
    arguments: [("SPEC", "A layout spec (JSON) with an animation.")], argumentCount: 1...1,
    options: [
      .value("--output", short: "-o", "OUT.apng", help: "The animated PNG to write (required)."),
      .value(
        "--frames", "DIR",
        help: "Also write every frame as DIR/frame_000.png, … (removing older ones it wrote)."),
      .value("--filmstrip", "F.png", help: "Also write the frames in a numbered grid."),
      .value(
        "--filmstrip-columns", "N",
        help: "Frames per filmstrip row, 1 to 1000 (default \(Filmstrip.defaultColumns))."),
      .value(
        "--filmstrip-scale", "S",
        help: "Filmstrip frame scale, 0.01 to 1 (default: frames at most 200 px tall)."),
      .value(
        "--filmstrip-every", "K",
        help: "Show every K-th frame and the last (default: at most \(Self.filmstripFrames))."),
      .value("--fps", "N", help: "Frames per second, 1 to 240 (default: the spec's, else 60)."),
      .value("--scale", "N", help: "Pixels per point, 1 to 3 (default: the canvas's scale)."),
      .text, .jobs, .workLimit, .quiet, .verbose,
    ],
    discussion: """
      Frame 0 shows the views laid out before the first step; each step applies its changes and
      relays out every view inside UIView.animate, on a virtual clock; the last frame shows the
      end of the last step (and of its pause). Frames are rasterized and encoded on --jobs
      workers. Every file is written atomically; the animated PNG and the filmstrip are written
      last, so a failed or interrupted run leaves any previous ones as they were. Missing
      folders are created; outputs that cannot be written are refused before any frame is
      drawn.

      --frames names frames with as many digits as the frame count has, at least three
      (frame_0000.png … for 1,000 frames or more), and lists them in DIR/.pinframe-frames.
      After a successful run it removes the frames an earlier run listed there that this run
      did not write, when nobody changed them since and the spec does not read them, and
      nothing else. Frames that would overwrite an image the spec reads are refused first.
      The filmstrip shows the frames in rows of 10, each over its index, every frame up to
      \(Self.filmstripFrames) frames and every K-th frame (with the last) beyond, K = frames ÷ \(Self.filmstripFrames)
      rounded up, unless --filmstrip-every says otherwise.

      Example:
        pinframe animate Fixtures/specs/dock.json -o dock.apng --filmstrip dock-strip.png
      """)

  let context: CommandContext
  let spec: String
  let output: URL
  let framesDirectory: URL?
  let filmstrip: URL?
  let fps: Int?
  let scale: Int?
  let filmstripColumns: Int?
  let filmstripScale: Double?
  let filmstripEvery: Int?
  let jobs: Int
  let workLimit: WorkLimit
  /// `--output` and `--filmstrip`, as the command line names them.
  private var namedOutputs: [PathConflicts.Role] = []
  /// `--frames` as the command line names it.
  private let shownFrames: String
  let canvas: CanvasOverride

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    try context.applyVerbosity(arguments)
    let directory = context.currentDirectory
    guard let output = arguments.url("--output", relativeTo: directory) else {
      throw .usage("missing --output OUT.apng: the animated PNG to write", command: "animate")
    }
    self.context = context
    spec = arguments.positionals[0]
    self.output = output
    framesDirectory = arguments.url("--frames", relativeTo: directory)
    filmstrip = arguments.url("--filmstrip", relativeTo: directory)
    fps = try arguments.integer("--fps", in: 1...240)
    scale = try arguments.integer("--scale", in: 1...3)
    filmstripColumns = try arguments.integer("--filmstrip-columns", in: 1...1000)
    filmstripScale = try arguments.number("--filmstrip-scale", in: 0.01...1)
    filmstripEvery = try arguments.integer(
      "--filmstrip-every", in: 1...PNGLimits.standard.frameLimit)
    jobs = try context.jobs(arguments)
    workLimit = try context.workLimit(arguments)
    shownFrames = arguments.value("--frames") ?? ""
    namedOutputs = [("--output", output), ("--filmstrip", filmstrip)].compactMap { name, url in
      url.map { PathConflicts.Role(label: "\(name) \(arguments.value(name) ?? "")", url: $0) }
    }
    canvas = try CanvasOverride(text: arguments, command: "animate")
    try checkPaths(arguments)
    try checkWritable(arguments)
  }

  /// Refuses outputs with the wrong extension or that cannot be written, before any frame is
  /// drawn.
  private func checkWritable(_ arguments: ParsedArguments) throws(CommandLineError) {
    let directory = context.currentDirectory
    try OutputCheck(arguments.value("--output") ?? "", directory: directory)
      .checkFile(option: "--output", extensions: ["apng", "png"], command: "animate")
    if let shown = arguments.value("--filmstrip") {
      try OutputCheck(shown, directory: directory)
        .checkFile(option: "--filmstrip", extensions: ["png"], command: "animate")
    }
    if let shown = arguments.value("--frames") {
      try OutputCheck(shown, directory: directory).checkDirectory()
    }
  }

  /// Refuses outputs that are the spec or each other, or a frame file of `--frames`.
  private func checkPaths(_ arguments: ParsedArguments) throws(CommandLineError) {
    let named = namedOutputs
    try PathConflicts(
      inputs: [.init(label: "the spec \(spec)", url: context.url(spec))], outputs: named
    ).check(command: "animate")
    guard let framesDirectory else { return }
    let frames = InputFile.resolvedPath(framesDirectory)
    for role in named + [.init(label: "the spec \(spec)", url: context.url(spec))]
    where InputFile.resolvedPath(role.url.deletingLastPathComponent()) == frames
      && FrameManifest.isFrameName(role.url.lastPathComponent)
    {
      throw .usage(
        "\(role.label) is a frame file of --frames \(arguments.value("--frames") ?? ""): choose another name or folder",
        command: "animate")
    }
  }

  func run() async throws -> ExitCode {
    let folders = [output, filmstrip].compactMap { $0?.deletingLastPathComponent() }
    OutputGuard.protect(folders + [framesDirectory].compactMap { $0 })
    let loader = SpecLoader(console: context.console, currentDirectory: context.currentDirectory)
    let scene = try loader.scene(at: spec, scale: scale, canvas: canvas)
    guard scene.spec.animation != nil else {
      throw CommandLineError("\(spec): the spec has no animation; use pinframe render")
    }
    let rate = fps ?? scene.framesPerSecond
    var recording = SceneRecording(
      scene: scene, fps: rate, jobs: jobs, console: context.console)
    recording.workLimit = workLimit
    let frameCount = try recording.frameCount
    let inputs = SpecInputConflicts(
      scene: scene, spec: "the spec \(spec)", currentDirectory: context.currentDirectory)
    let frameFolder = framesDirectory.map {
      PathConflicts.Role(label: "--frames \(shownFrames)", url: $0)
    }
    try inputs.check(namedOutputs + [frameFolder].compactMap { $0 }, command: "animate")
    var outputs = RecordingOutputs(
      directory: framesDirectory ?? output.deletingLastPathComponent(), name: "frame",
      writesFramePNGs: framesDirectory != nil,
      filmstripScale: filmstrip.map { _ in filmstripScale ?? recording.filmstripScale })
    outputs.animatedPNGFile = output
    outputs.filmstripFile = filmstrip
    outputs.filmstripColumns = filmstripColumns ?? Filmstrip.defaultColumns
    outputs.filmstripEvery = filmstripEvery ?? Self.defaultEvery(frameCount: frameCount)
    outputs.frameDigits = RecordingOutputs.digits(forFrameCount: frameCount)
    outputs.writesDurably = false
    if let framesDirectory {
      try inputs.check(
        (0..<frameCount).lazy.map(outputs.frameURL).filter { inputs.mayBe($0) }.map {
          .init(label: "frame file \($0.lastPathComponent) of --frames \(shownFrames)", url: $0)
        }, command: "animate")
    }
    let result = try await recording.write(outputs)
    if let framesDirectory {
      try removeEarlierFrames(in: framesDirectory, keeping: result.files, inputs: inputs)
    }
    report(result, fps: rate)
    return .success
  }

  /// The most frames a filmstrip shows unless `--filmstrip-every` is given.
  static let filmstripFrames = 100

  /// Every frame up to ``filmstripFrames`` frames, else every ⌈frames ÷ filmstripFrames⌉-th.
  static func defaultEvery(frameCount: Int) -> Int {
    max(1, (frameCount + filmstripFrames - 1) / filmstripFrames)
  }

  /// Removes the frame files of the earlier run in `folder` that this run did not write
  /// (listed by ``FrameManifest``, unchanged since, never an input of the spec), then lists
  /// the frames this run wrote.
  private func removeEarlierFrames(
    in folder: URL, keeping written: [URL], inputs: SpecInputConflicts
  ) throws(FileWriteError) {
    let frames = written.filter {
      $0.deletingLastPathComponent().standardizedFileURL == folder.standardizedFileURL
        && FrameManifest.isFrameName($0.lastPathComponent)
    }
    let earlier = FrameManifest.read(in: folder)
    let protected = Set(inputs.inputs.map(InputFile.resolvedPath))
    for file in earlier.removable(
      keeping: Set(frames.map(\.lastPathComponent)), protecting: protected)
    where unlink(file.path) == 0 {
      context.console.detail("removed \(file.relativePath(from: context.currentDirectory))")
    }
    try FrameManifest.of(frames, in: folder).write()
  }

  private func report(_ result: RecordingResult, fps: Int) {
    let console = context.console
    let directory = context.currentDirectory
    let finals = Set([output, filmstrip].compactMap { $0?.standardizedFileURL.path })
    let frames = result.files.filter { !finals.contains($0.standardizedFileURL.path) }
    for file in frames { console.detail(file.relativePath(from: directory)) }
    if let first = frames.first, let last = frames.last {
      console.print(
        "\(first.relativePath(from: directory)) … \(last.lastPathComponent) (\(frames.count) frames)"
      )
    }
    for file in [filmstrip, output].compactMap({ $0 }) {
      console.print(file.relativePath(from: directory))
    }
    console.print("\(result.frameCount) frames at \(fps) fps")
  }
}

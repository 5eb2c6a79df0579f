import Foundation
import Pinframe
import PinframeFiles
import PinframeSnapshot

/// `pinframe compare A.png B.png [--diff D.png] [tolerance]`: compares decoded pixels.
struct CompareCommand: Command {
  static let definition = CommandDefinition(
    name: "compare", summary: "Compare the pixels of two PNG (or APNG) files.",
    usage: [
      "compare A.png B.png [--diff D.png] [--threshold T] [--max-diff-pixels N]",
      "        [--max-diff-pixel-ratio R] [--work-limit N] [--quiet | --verbose]",
    ],
    arguments: [("A.png", "The expected image."), ("B.png", "The actual image.")],
    argumentCount: 2...2,
    options: [
      .value("--diff", "D.png", help: "Write a diff image: changed pixels in red over a faded A."),
      .value(
        "--threshold", "T",
        help: "Per-pixel YIQ colour distance from 0 (exact, the default) to 1."),
      .value("--max-diff-pixels", "N", help: "How many pixels may differ (default 0)."),
      .value(
        "--max-diff-pixel-ratio", "R", help: "The share of pixels that may differ, 0 to 1."),
      .workLimit, .quiet, .verbose,
    ],
    discussion: """
      Decoded pixels are compared, never file bytes, so two encodings of the same image are the
      same. Animated PNGs are compared frame by frame (the diff shows the first frame that
      differs). With both --max-diff-pixels and --max-diff-pixel-ratio the stricter applies.
      Files of different sizes or frame counts are reported as such before any frame is
      decoded. Decoding both files' frames counts against --work-limit, and comparing frames
      of more than \(AnimationComparison.maximumCanvasPixels / 1_000_000) megapixels is refused
      (the \(AnimationComparison.memoryBudget >> 30) GiB memory budget of a comparison: two canvases
      and their frames, and the diff; no option raises it).

      Exit status: 0 the same (within the tolerance), 1 different, 2 an error (a file that
      cannot be read or decoded, a bad option).
      """)

  let context: CommandContext
  let expected: String
  let actual: String
  let diff: URL?
  let tolerance: ImageTolerance
  let workLimit: WorkLimit

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    try context.applyVerbosity(arguments)
    self.context = context
    expected = arguments.positionals[0]
    actual = arguments.positionals[1]
    diff = arguments.url("--diff", relativeTo: context.currentDirectory)
    tolerance = ImageTolerance(
      perceptualThreshold: try arguments.number("--threshold", in: 0...1) ?? 0,
      maxDifferentPixels: try arguments.integer("--max-diff-pixels", in: 0...Int.max) ?? 0,
      maxDifferentPixelRatio: try arguments.number("--max-diff-pixel-ratio", in: 0...1) ?? 0)
    workLimit = try context.workLimit(arguments)
    if let diff {
      try PathConflicts(
        inputs: [
          .init(label: "the expected image \(expected)", url: context.url(expected)),
          .init(label: "the actual image \(actual)", url: context.url(actual)),
        ],
        outputs: [.init(label: "--diff \(arguments.value("--diff") ?? "")", url: diff)]
      ).check(command: "compare")
      try OutputCheck(arguments.value("--diff") ?? "", directory: context.currentDirectory)
        .checkFile(option: "--diff", extensions: ["png"], command: "compare")
    }
  }

  func run() async throws -> ExitCode {
    if let diff { OutputGuard.protect([diff.deletingLastPathComponent()]) }
    var first = try FrameSequence(path: expected, directory: context.currentDirectory)
    var second = try FrameSequence(path: actual, directory: context.currentDirectory)
    try AnimationComparison.checkBudgets(first, second, workLimit: workLimit)
    let diff = self.diff
    let tolerance = self.tolerance
    let comparison = try AnimationComparison.compare(&first, &second, tolerance: tolerance) {
      expected, actual throws in
      guard let diff else { return }
      let image = try actual.diffImage(against: expected, tolerance: tolerance)
      try AtomicFileWriter.write(
        [UInt8](try image.pngData(settings: .fast)), to: diff, durably: false)
    }
    report(comparison)
    return comparison.matches ? .success : .failure
  }

  private func report(_ comparison: AnimationComparison) {
    let console = context.console
    for line in comparison.lines(tolerance: tolerance) { console.print(line) }
    if let diff, comparison.firstDifference != nil {
      console.print("diff: \(diff.relativePath(from: context.currentDirectory))")
    }
  }
}

import Foundation
import Pinframe
import PinframeFiles
import PinframeSnapshot
import PinframeSpec
import PinframeSpecEvaluator

/// Checks specs: each is read, laid out and drawn into a display list (every frame's, for an
/// animation) on the main actor, then rasterized and verified on up to `jobs` workers, fewer
/// when their pixels would take more than the memory budget; results are printed in spec
/// order.
@MainActor
struct TestRunner {
  /// The run's settings.
  let setup: TestSetup
  /// Where results go.
  let console: Console

  /// Checks every spec of `paths` and returns the results in the same order.
  func run(_ paths: [String]) async -> [SpecResult] {
    console.startProgress(total: paths.count, unit: "specs", plainLines: false)
    defer { console.finishProgress() }
    var printer = ResultPrinter(console: console, count: paths.count)
    await withTaskGroup(of: (Int, SpecResult).self) { group in
      var running: [Int: Int] = [:]  // the bytes of each job running, by spec index
      for (index, path) in paths.enumerated() {
        switch prepare(path) {
        case .done(let result):
          printer.add(result, at: index)
        case .job(let job):
          while !running.isEmpty,
            running.count == setup.options.jobs
              || running.values.reduce(job.memoryBytes, +) > Self.memoryBudget,
            let (done, result) = await group.next()
          {
            running[done] = nil
            printer.add(result, at: done)
          }
          group.addTask { (index, job.run()) }
          running[index] = job.memoryBytes
        }
      }
      for await (done, result) in group { printer.add(result, at: done) }
    }
    return printer.results
  }

  /// The most bytes the specs being checked at once may take (``SpecJob/memoryBytes``):
  /// 1 GiB, as for recordings; one spec is always checked, whatever its size.
  static let memoryBudget = RecordingWriter.defaultMemoryBudget

  private enum Preparation {
    case done(SpecResult)
    case job(SpecJob)
  }

  /// Reads and lays out one spec; the result when there is nothing left to do off the main
  /// actor (an error, or an expected error), else the job that verifies it.
  private func prepare(_ path: String) -> Preparation {
    if let expected = setup.expectedErrorFile(for: path) {
      return .done(checkExpectedError(path, expected: expected))
    }
    let loader = SpecLoader(console: console, currentDirectory: setup.currentDirectory)
    do {
      let scene = try loader.scene(at: path, canvas: setup.options.canvas)
      try setup.checkInputs(of: scene, path: path)
      let animated = scene.spec.animation != nil
      let location = setup.location(for: path, animated: animated)
      let metadata = SnapshotMetadata(
        scale: Double(scene.scale), edges: "snapped", text: scene.spec.canvas.text,
        framesPerSecond: animated ? scene.framesPerSecond : nil,
        viewTree: animated ? nil : ViewTreeDump(of: scene.root).text)
      let reported = scene.warnings.count
      let content: SpecJob.Content =
        animated
        ? .animation(try framesWithinLimits(scene), fps: scene.framesPerSecond)
        : .image(try scene.displayList())
      for warning in scene.warnings.dropFirst(reported) { console.warn(warning.description) }
      try checkWork(content, path: path)
      return .job(
        SpecJob(
          path: path, content: content, verifier: setup.verifier(for: location),
          metadata: metadata,
          reference: location.referenceURL.relativePath(from: setup.currentDirectory)))
    } catch {
      return .done(
        SpecResult(
          path: path, status: .error,
          message: PinframeCLI.resultMessage(for: error, command: "test")))
    }
  }

  /// Refuses a spec whose drawing would be over the work limit, before any pixel is drawn.
  private func checkWork(_ content: SpecJob.Content, path: String) throws {
    let work =
      switch content {
      case .image(let list): RenderWork.pixels(of: list)
      case .animation(let frames, _): RenderWork.pixels(of: frames)
      }
    try setup.options.workLimit.check(
      work, for: "the spec \(path)", raise: WorkLimitOption.raise(toCover: work))
  }

  /// The animation's frames as display lists, refused before any is drawn when their
  /// reference would be over the shared limits (`PNGLimits`), which readers apply too.
  private func framesWithinLimits(_ scene: SpecScene) throws -> [RecordedFrame] {
    let layout = scene.animationLayoutWork
    try setup.options.workLimit.check(
      layout,
      for: "the animation of \(scene.spec.file) (\(scene.animationChainRuns) chain runs)",
      raise: WorkLimitOption.raise(toCover: layout))
    let frames = try scene.allFrames()
    try PNGLimits.standard.checkFramesToWrite(frames.count)
    return frames
  }

  private func checkExpectedError(_ path: String, expected: URL) -> SpecResult {
    let wanted: String
    do {
      wanted = try InputFile.readText(
        expected, name: expected.relativePath(from: setup.currentDirectory), limit: 1 << 20)
    } catch {
      return SpecResult(path: path, status: .error, message: error.description)
    }
    let loader = SpecLoader(console: Console.silent, currentDirectory: setup.currentDirectory)
    do {
      _ = try loader.scene(at: path)
      return SpecResult(
        path: path, status: .failed,
        message: "the spec loaded, but \(expected.lastPathComponent) expects the error:\n\(wanted)")
    } catch {
      let actual = PinframeCLI.resultMessage(for: error, command: "test") + "\n"
      guard Self.withoutFileName(actual) != Self.withoutFileName(wanted) else {
        return SpecResult(path: path, status: .passed, message: nil)
      }
      return SpecResult(
        path: path, status: .failed,
        message: "expected the error in \(expected.lastPathComponent):\n\(wanted)got:\n\(actual)")
    }
  }

  /// A spec error without the file name it starts with, which depends on where the spec was
  /// named from: `Fixtures/specs/x.json:$.views…` becomes `$.views…`.
  static func withoutFileName(_ message: String) -> Substring {
    guard let range = message.range(of: ":$") else { return message[...] }
    return message[message.index(after: range.lowerBound)...]
  }
}

/// Prints results in spec order as they arrive, whatever order the workers finish in.
@MainActor
struct ResultPrinter {
  let console: Console
  private(set) var results: [SpecResult]
  private var slots: [SpecResult?]
  private var next = 0

  init(console: Console, count: Int) {
    self.console = console
    results = []
    slots = Array(repeating: nil, count: count)
  }

  /// Takes the result of spec `index`, prints every result now due.
  mutating func add(_ result: SpecResult, at index: Int) {
    slots[index] = result
    console.advanceProgress()
    while next < slots.count, let due = slots[next] {
      print(due)
      results.append(due)
      next += 1
    }
  }

  private func print(_ result: SpecResult) {
    let time = console.verbosity == .verbose ? " (\(TestSummary.format(result.duration)))" : ""
    console.print(result.status.label, in: result.status.color, " \(result.path)\(time)")
    guard let message = result.message, result.status != .passed else { return }
    let indented = message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "     \($0)" }.joined(separator: "\n")
    if result.status == .error {
      console.error(indented)
    } else {
      console.print(indented)
    }
  }
}

import Foundation
import Pinframe
import PinframeFiles
import PinframeSpec
import PinframeSpecEvaluator

/// Reads a spec file, builds and lays out its views, and reports the chains' warnings.
@MainActor
struct SpecLoader {
  /// Where warnings and details go.
  let console: Console
  /// The directory relative paths are resolved against.
  let currentDirectory: URL

  /// The scene of the spec at `path` (named in messages as written), laid out at `scale`
  /// (the canvas's by default).
  ///
  /// - Throws: `SpecError` for a spec that cannot be read (saying why: missing, a folder, not
  ///   a regular file, permission) or used, ``CommandLineError`` for a scale that makes the
  ///   canvas too large.
  func scene(at path: String, scale: Int? = nil, canvas: CanvasOverride = CanvasOverride())
    throws -> SpecScene
  {
    var spec = try LayoutSpec(json: try Self.read(path, in: currentDirectory), file: path)
    canvas.apply(to: &spec)
    if let scale { try checkCanvas(spec, scale: scale) }
    let scene = SpecScene(spec: spec, scale: scale)
    try scene.layout()
    report(scene)
    return scene
  }

  /// Prints the warnings the scene's chains emitted so far, and in verbose mode every frame.
  func report(_ scene: SpecScene) {
    for warning in scene.warnings { console.warn(warning.description) }
    for (id, frame) in scene.frames {
      console.detail("  \(id): \(Self.describe(frame))")
    }
  }

  /// The bytes of the spec file at `path`, read without blocking (a FIFO is refused, not
  /// waited on), at most one byte past the file size limit (the decoder names the limit).
  ///
  /// - Throws: `SpecError` at the document's root saying why the file cannot be read.
  static func read(_ path: String, in directory: URL) throws(SpecError) -> [UInt8] {
    let url = URL(fileURLWithPath: path, relativeTo: directory)
    do {
      return try InputFile.read(
        url, name: path, limit: SpecLimits.standard.maximumFileBytes, allowsOneMore: true)
    } catch {
      throw SpecError(
        file: path, path: .root, message: "cannot read the file: \(error.explanation)")
    }
  }

  private func checkCanvas(_ spec: LayoutSpec, scale: Int) throws(CommandLineError) {
    let limit = Double(SpecLimits.standard.maximumCanvasPixels)
    let canvas = spec.canvas
    guard canvas.width * Double(scale) <= limit, canvas.height * Double(scale) <= limit else {
      throw CommandLineError(
        "\(spec.file): at scale \(scale) the \(Self.number(canvas.width))×\(Self.number(canvas.height)) pt canvas is over \(Int(limit)) pixels a side, the limit"
      )
    }
  }

  /// A frame as `x 16, y 47, width 358, height 140`.
  static func describe(_ frame: CGRect) -> String {
    "x \(number(frame.minX)), y \(number(frame.minY)), width \(number(frame.width)), "
      + "height \(number(frame.height))"
  }

  /// A number rounded to two decimals, without needless zeros: `107.67`, `16`.
  static func number(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return String(value) }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}

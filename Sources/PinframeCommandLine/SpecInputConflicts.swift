import Foundation
import PinframeFiles
import PinframeSpecEvaluator

/// Refuses outputs that would write over what a spec reads: the image files its image views
/// show, and anything inside the asset catalogs that named them.
///
/// Checked once the spec is laid out (its images are found then), before anything is written.
struct SpecInputConflicts {
  /// How the command line names the spec: `the spec card.json`.
  var spec: String
  /// The files and catalogs the spec read, as its scene lists them.
  var inputs: [URL]
  /// The directory paths are shown relative to.
  var currentDirectory: URL

  /// The inputs of `scene`, whose spec the command line names `spec`.
  @MainActor
  init(scene: SpecScene, spec: String, currentDirectory: URL) {
    self.spec = spec
    inputs = scene.inputFiles
    self.currentDirectory = currentDirectory
  }

  /// Whether `url` may be an input: one has its file name (a cheap test before paths are
  /// resolved, for the thousands of frame files of an animation).
  func mayBe(_ url: URL) -> Bool {
    let name = url.lastPathComponent
    return inputs.contains { $0.lastPathComponent == name }
  }

  /// Throws when one of `outputs` is an input file, or is or lies inside an input folder.
  ///
  /// - Throws: ``CommandLineError`` (a usage mistake of `command`) naming the output and the
  ///   input.
  func check(_ outputs: some Sequence<PathConflicts.Role>, command: String)
    throws(CommandLineError)
  {
    let read = inputs.map {
      (url: $0, path: InputFile.resolvedPath($0), isFolder: InputFile.kind(of: $0) == .directory)
    }
    for output in outputs {
      let path = InputFile.resolvedPath(output.url)
      for input in read {
        let shown = input.url.relativePath(from: currentDirectory)
        if input.isFolder, path == input.path || path.hasPrefix(input.path + "/") {
          throw .usage(
            "\(output.label) is inside the asset catalog \(shown) that \(spec) reads: choose a place outside it",
            command: command)
        }
        if !input.isFolder, path == input.path {
          throw .usage(
            "\(output.label) is the image \(shown) that \(spec) draws: writing it would destroy the input; choose another file",
            command: command)
        }
      }
    }
  }
}

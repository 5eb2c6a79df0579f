import Foundation
import PinframeFiles
import PinframeSpecEvaluator

extension TestSetup {
  /// The places the run writes: the references, artifacts and report folders, and the JUnit
  /// file, each as messages name it.
  var writtenPlaces: [(label: String, url: URL, isFolder: Bool)] {
    var places = [
      ("the references folder", options.snapshotsDirectory, true),
      ("the artifacts folder", options.artifactsDirectory, true),
      ("the report folder", options.report.directory, true),
    ]
    if let junit = options.junit { places.append(("the --junit file", junit, false)) }
    return places
  }

  /// Refuses a spec that reads a file the run may write: an image inside the references,
  /// artifacts or report folder (a recorded reference or an artifact would replace it), or the
  /// JUnit file.
  ///
  /// - Throws: ``CommandLineError`` naming the spec, the image and the place.
  @MainActor
  func checkInputs(of scene: SpecScene, path: String) throws(CommandLineError) {
    let places = writtenPlaces.map { ($0.label, InputFile.resolvedPath($0.url), $0.isFolder) }
    for input in scene.inputFiles {
      let resolved = InputFile.resolvedPath(input)
      for (label, place, isFolder) in places
      where resolved == place || (isFolder && resolved.hasPrefix(place + "/")) {
        let shown = input.relativePath(from: currentDirectory)
        throw CommandLineError(
          "\(path): the image \(shown) is \(isFolder ? "inside " : "")\(label), which pinframe test writes: keep the spec's images elsewhere"
        )
      }
    }
  }

  /// Refuses a JUnit file inside the references folder, which holds only references.
  ///
  /// - Throws: ``CommandLineError``, a usage mistake of `test`.
  func checkJUnitPlace() throws(CommandLineError) {
    guard let junit = options.junit else { return }
    let folder = InputFile.resolvedPath(options.snapshotsDirectory)
    let file = InputFile.resolvedPath(junit)
    guard file.hasPrefix(folder + "/") else { return }
    throw .usage(
      "--junit \(junit.relativePath(from: currentDirectory)) is inside the references folder \(options.snapshotsDirectory.relativePath(from: currentDirectory)): choose a file outside it",
      command: "test")
  }
}

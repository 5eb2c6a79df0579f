import Foundation
import PinframeFiles

/// Refuses a command line whose output would overwrite one of its inputs or another of its
/// outputs: `render X.json -o X.json`, `compare A B --diff A`, `animate -o X --filmstrip X`.
///
/// Paths are compared resolved (symbolic links, `.` and `..`), so `./a.png`, `a.png` and a
/// link to it are the same file.
struct PathConflicts {
  /// A file the command reads or writes, with how the command line named it.
  struct Role {
    /// How the command line names the file: `the spec card.json`, `--output x.png`.
    var label: String
    /// The file.
    var url: URL
  }

  /// The files read.
  var inputs: [Role]
  /// The files written.
  var outputs: [Role]

  /// Throws when an output is an input or another output.
  ///
  /// - Throws: ``CommandLineError`` (a usage mistake of `command`) naming both roles.
  func check(command: String) throws(CommandLineError) {
    var read: [String: Role] = [:]
    for input in inputs { read[InputFile.resolvedPath(input.url)] = input }
    var written: [String: Role] = [:]
    for output in outputs {
      let path = InputFile.resolvedPath(output.url)
      if let input = read[path] {
        throw .usage(
          "\(output.label) is \(input.label): writing it would destroy the input; choose another file",
          command: command)
      }
      if let other = written[path] {
        throw .usage(
          "\(output.label) and \(other.label) are the same file: choose a file for each",
          command: command)
      }
      written[path] = output
    }
  }
}

import Foundation
import PinframeFiles

/// Checks, before any work, that a command can write an output: the right extension, not a
/// folder, and a folder that exists (or can be made) and may be written to.
///
/// Missing folders are created when the output is written; this only checks that the nearest
/// existing one is a folder this user may write in, so a run never draws every frame and then
/// fails to write them.
struct OutputCheck {
  /// How the command line named the output: `out/x.png`.
  var shown: String
  /// The output.
  var url: URL

  /// The output `shown` (as given), resolved against `directory`.
  init(_ shown: String, directory: URL) {
    self.shown = shown
    url = URL(fileURLWithPath: shown, relativeTo: directory).standardizedFileURL
  }

  /// Refuses a file output whose extension is not one of `extensions` (lowercase, without
  /// the dot; empty: any), or that cannot be written.
  ///
  /// - Throws: ``CommandLineError``: a usage mistake of `command` naming `option` for the
  ///   extension, else why the file cannot be written.
  func checkFile(option: String, extensions: [String] = [], command: String)
    throws(CommandLineError)
  {
    guard extensions.isEmpty || extensions.contains(url.pathExtension.lowercased()) else {
      let wanted = extensions.map { ".\($0)" }.joined(separator: " or ")
      throw .usage(
        "\(option) \(shown): the file must end in \(wanted)", command: command)
    }
    if InputFile.kind(of: url) == .directory {
      throw CommandLineError("cannot write '\(shown)': it is a folder")
    }
    try checkFolder(url.deletingLastPathComponent())
  }

  /// Refuses a folder output that is something else, or in which files cannot be written.
  ///
  /// - Throws: ``CommandLineError`` saying why.
  func checkDirectory() throws(CommandLineError) {
    try checkFolder(url)
  }

  /// Throws unless `folder`, or its nearest existing ancestor when it is missing, is a folder
  /// this user may create files in.
  private func checkFolder(_ folder: URL) throws(CommandLineError) {
    var existing = folder
    while InputFile.kind(of: existing) == nil, existing.path != "/" {
      existing.deleteLastPathComponent()
    }
    var isDirectory: ObjCBool = false
    let found = FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory)
    let name = shownName(of: existing)
    guard found, isDirectory.boolValue else {
      throw CommandLineError("cannot write '\(shown)': '\(name)' is a file, not a folder")
    }
    guard access(existing.path, W_OK | X_OK) == 0 else {
      throw CommandLineError(
        "cannot write '\(shown)': permission denied (the folder '\(name)' is not writable)")
    }
  }

  /// `folder` as the user named it: the shown path cut to that folder, or its absolute path.
  private func shownName(of folder: URL) -> String {
    let extra = url.pathComponents.count - folder.pathComponents.count
    let parts = shown.split(separator: "/")
    guard extra > 0, extra <= parts.count, !parts.contains(where: { $0 == ".." || $0 == "." })
    else { return folder.path }
    let prefix = parts.dropLast(extra).joined(separator: "/")
    return prefix.isEmpty
      ? (shown.hasPrefix("/") ? "/" : ".") : (shown.hasPrefix("/") ? "/" : "") + prefix
  }
}

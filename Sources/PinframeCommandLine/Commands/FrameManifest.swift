import Foundation
import PinframeFiles

/// The frame files `animate --frames DIR` wrote, kept in `DIR/.pinframe-frames` so that the
/// next run removes only files Pinframe wrote and nobody changed since.
///
/// Each line is `<size> <modification time in ns> <name>`. A later run removes a frame file of
/// an earlier run only when it is listed, is a regular file named as frames are named, has the
/// size and modification time the list gives, and is not a file the spec reads; a folder
/// without the list (written by a version before it, or not by Pinframe) loses nothing.
struct FrameManifest {
  /// The list's file name, in the frames folder.
  static let fileName = ".pinframe-frames"
  /// The most bytes a list may have: one line per frame of the longest animation, and more.
  static let maximumBytes = 8 << 20

  /// Whether `name` is one of the names `--frames` writes: `frame_` and digits, `.png`.
  nonisolated static func isFrameName(_ name: String) -> Bool {
    guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst("frame_".count).dropLast(".png".count)
    return digits.count >= 3 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }

  /// A frame file as it was when written.
  struct Entry: Hashable {
    var name: String
    var size: Int
    var modified: Int
  }

  /// The frames folder.
  var folder: URL
  /// The frames listed.
  var entries: [Entry] = []

  /// The list in `folder`, empty when there is none or it cannot be read (nothing is removed).
  static func read(in folder: URL) -> FrameManifest {
    var manifest = FrameManifest(folder: folder)
    let url = folder.appendingPathComponent(fileName)
    guard
      let text = try? InputFile.readText(url, limit: maximumBytes)
    else { return manifest }
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 2)
      guard parts.count == 3, let size = Int(parts[0]), let modified = Int(parts[1]) else {
        continue
      }
      manifest.entries.append(Entry(name: String(parts[2]), size: size, modified: modified))
    }
    return manifest
  }

  /// The list of `files`, as they are now.
  static func of(_ files: [URL], in folder: URL) -> FrameManifest {
    FrameManifest(
      folder: folder,
      entries: files.compactMap { file in
        status(of: file).map {
          Entry(name: file.lastPathComponent, size: $0.size, modified: $0.modified)
        }
      })
  }

  /// Writes the list atomically.
  func write() throws(FileWriteError) {
    let text = entries.map { "\($0.size) \($0.modified) \($0.name)\n" }.joined()
    try AtomicFileWriter.write(
      Array(text.utf8), to: folder.appendingPathComponent(Self.fileName), durably: false)
  }

  /// The files of this list that may be removed: listed, not among `kept` names, not in
  /// `protected` (resolved paths), and unchanged since they were listed.
  func removable(keeping kept: Set<String>, protecting protected: Set<String>) -> [URL] {
    entries.compactMap { entry in
      guard Self.isFrameName(entry.name), !kept.contains(entry.name) else { return nil }
      let file = folder.appendingPathComponent(entry.name)
      guard InputFile.kind(of: file) == .regularFile,
        !protected.contains(InputFile.resolvedPath(file)),
        let now = Self.status(of: file), now.size == entry.size, now.modified == entry.modified
      else { return nil }
      return file
    }
  }

  /// The size and modification time (ns) of the regular file at `url`, not following links.
  private static func status(of url: URL) -> (size: Int, modified: Int)? {
    var info = stat()
    guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let modified = Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec)
    return (Int(info.st_size), modified)
  }
}

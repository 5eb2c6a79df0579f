import Foundation
import PinframeFiles
import PinframeGraphics
import Synchronization

/// Decoded image files by path, size and modification time: a file used by many views and
/// frames is read and decoded once per process, and read again when it changes.
package final class ImageCache: Sendable {
  /// The cache every image loader shares.
  package static let shared = ImageCache()

  private struct Key: Hashable {
    let path: String
    let size: Int
    /// The modification time in nanoseconds.
    let modified: Int
  }

  private let images = Mutex<[Key: CGImage]>([:])
  /// How many times each file (by standardized path) was decoded.
  private let decodes = Mutex<[String: Int]>([:])

  /// The decoded image at `url`, or `nil` (with a warning when the file exists but is not a
  /// regular, readable PNG).
  func image(at url: URL) -> CGImage? {
    do {
      return try loadImage(at: url)
    } catch {
      ImageWarning.report(error.description)
      return nil
    }
  }

  /// The decoded image at `url`, `nil` when there is no file there; throws why when the file
  /// exists but is not a regular, readable file the decoder accepts.
  func loadImage(at url: URL) throws(ImageLoadError) -> CGImage? {
    let path = url.standardizedFileURL.path
    var info = stat()
    // stat, not lstat: an image behind a symbolic link is the file it names, as a spec is.
    guard stat(path, &info) == 0 else { return nil }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw ImageLoadError(path: path, reason: "not a regular file")
    }
    let key = Key(
      path: path, size: Int(info.st_size),
      modified: Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec))
    if let cached = images.withLock({ $0[key] }) { return cached }
    let data: [UInt8]
    do {
      data = try InputFile.read(url)
    } catch {
      throw ImageLoadError(path: path, reason: "\(error)")
    }
    decodes.withLock { $0[path, default: 0] += 1 }
    switch ImageDecoding.decodeOrExplain(data) {
    case .success(let image):
      images.withLock { $0[key] = image }
      return image
    case .failure(let failure):
      throw ImageLoadError(path: path, reason: failure.text)
    }
  }

  /// How many times the file at `url` was decoded in this process: once, however many images
  /// and frames use it, until it changes on disk.
  package func decodeCount(ofFileAt url: URL) -> Int {
    decodes.withLock { $0[url.standardizedFileURL.path] ?? 0 }
  }
}

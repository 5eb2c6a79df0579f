import Foundation
import PinframeFiles
import PinframeGraphics
import Synchronization

/// Decoded image files by path, size and modification time: a file used by many views and
/// frames is read and decoded once per process, and read again when it changes.
final class ImageCache: Sendable {
  /// The cache every image loader shares.
  static let shared = ImageCache()

  private struct Key: Hashable {
    let path: String
    let size: Int
    let modified: Date
  }

  private let images = Mutex<[Key: CGImage]>([:])

  /// The decoded image at `url`, or `nil` (with a warning when the file exists but is not a
  /// regular, readable PNG).
  func image(at url: URL) -> CGImage? {
    let path = url.standardizedFileURL.path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return nil
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      ImageWarning.report("image '\(path)': not a regular file")
      return nil
    }
    let key = Key(
      path: path, size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
      modified: attributes[.modificationDate] as? Date ?? .distantPast)
    if let cached = images.withLock({ $0[key] }) { return cached }
    let data: [UInt8]
    do {
      data = try InputFile.read(url)
    } catch {
      ImageWarning.report("image '\(path)': \(error)")
      return nil
    }
    guard let image = ImageDecoding.decode(data, source: "image '\(path)'") else { return nil }
    images.withLock { $0[key] = image }
    return image
  }
}

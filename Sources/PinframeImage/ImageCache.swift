import Foundation
import PinframeFiles
import PinframeGraphics
import PinframePNG
import Synchronization

/// Decoded image files by path, size and modification time: a file used by many views and
/// frames is read and decoded once per process, and read again when it changes.
///
/// Memory is bounded in bytes of decoded pixels, not in entries: the cache keeps at most
/// ``keptBytes`` of images nobody else holds (the least recently used go first), and refuses to
/// decode a file when the images still in use and the new one would be over ``liveBytes`` (a
/// spec drawing six distinct 100-megapixel PNGs), with an error naming that budget.
package final class ImageCache: Sendable {
  /// The cache every image loader shares.
  package static let shared = ImageCache()

  /// The most decoded bytes kept for reuse: 256 MiB for the shared cache.
  package let keptBytes: Int
  /// The most decoded bytes of images in use at once, those the cache keeps included: 1 GiB
  /// for the shared cache.
  package let liveBytes: Int

  /// A cache with these budgets.
  package init(keptBytes: Int = 256 << 20, liveBytes: Int = 1 << 30) {
    self.keptBytes = keptBytes
    self.liveBytes = liveBytes
  }

  private struct Key: Hashable {
    let path: String
    let size: Int
    /// The modification time in nanoseconds.
    let modified: Int
  }

  private final class Entry: @unchecked Sendable {
    weak var image: CGImage?
    var kept: CGImage?
    let bytes: Int
    var lastUse: Int

    init(image: CGImage, lastUse: Int) {
      self.image = image
      kept = image
      bytes = image.pixels.count
      self.lastUse = lastUse
    }
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    var clock = 0
    var keptBytes = 0
  }

  private let state = Mutex(State())
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
  /// exists but is not a regular, readable file the decoder accepts, or decoding it would be
  /// over the memory budget.
  package func loadImage(at url: URL) throws(ImageLoadError) -> CGImage? {
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
    if let cached = cachedImage(key) { return cached }
    let data: [UInt8]
    do {
      data = try InputFile.read(url)
    } catch {
      throw ImageLoadError(path: path, reason: "\(error)")
    }
    try checkBudget(for: data, path: path)
    decodes.withLock { $0[path, default: 0] += 1 }
    switch ImageDecoding.decodeOrExplain(data) {
    case .success(let image):
      store(image, for: key)
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

  /// The decoded bytes the cache keeps now (images no one else holds included).
  package var keptByteCount: Int { state.withLock { $0.keptBytes } }

  private func cachedImage(_ key: Key) -> CGImage? {
    state.withLock { state in
      guard let entry = state.entries[key], let image = entry.image else { return nil }
      state.clock += 1
      entry.lastUse = state.clock
      if entry.kept == nil {
        entry.kept = image
        state.keptBytes += entry.bytes
        evict(&state, keeping: key)
      }
      return image
    }
  }

  private func store(_ image: CGImage, for key: Key) {
    state.withLock { state in
      state.clock += 1
      state.entries[key] = Entry(image: image, lastUse: state.clock)
      state.keptBytes += image.pixels.count
      evict(&state, keeping: key)
    }
  }

  /// Lets go of the least recently used kept images until the kept bytes are within budget
  /// (never the one just used), and forgets entries whose images are gone.
  private func evict(_ state: inout State, keeping key: Key) {
    let byAge = state.entries.filter { $0.value.kept != nil && $0.key != key }
      .sorted { $0.value.lastUse < $1.value.lastUse }
    for (_, entry) in byAge where state.keptBytes > keptBytes {
      entry.kept = nil
      state.keptBytes -= entry.bytes
    }
    state.entries = state.entries.filter { $0.value.image != nil }
  }

  /// `bytes` as `1 GiB`, `381 MiB`, `12 KiB` or `400 bytes`.
  private static func sizeText(_ bytes: Int) -> String {
    switch bytes {
    case (1 << 30)... where bytes % (1 << 30) == 0: "\(bytes >> 30) GiB"
    case (1 << 30)...: "\((Double(bytes) / Double(1 << 30) * 100).rounded() / 100) GiB"
    case (1 << 20)...: "\(bytes >> 20) MiB"
    case (1 << 10)...: "\(bytes >> 10) KiB"
    default: "\(bytes) bytes"
    }
  }

  /// Throws when decoding the PNG `data` (sized by its header) would bring the images in use
  /// over ``liveBytes``.
  private func checkBudget(for data: [UInt8], path: String) throws(ImageLoadError) {
    guard data.count >= 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return }
    let word = { (at: Int) in data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let (pixels, overflow) = word(16).multipliedReportingOverflow(by: word(20))
    // Sizes past the decoder's pixel limit are left to the decoder, which names that limit.
    guard !overflow, pixels <= PNGLimits.standard.pixelLimit else { return }
    let bytes = pixels * 4
    let live = state.withLock { state in
      state.entries.values.reduce(0) { $0 + ($1.image == nil ? 0 : $1.bytes) }
    }
    guard live + bytes > liveBytes else { return }
    throw ImageLoadError(
      path: path,
      reason:
        "decoding it (\(word(16))×\(word(20)) px, \(Self.sizeText(bytes))) would keep \(Self.sizeText(live + bytes)) of decoded images in memory, over the image budget of \(Self.sizeText(liveBytes)); use smaller images or fewer distinct ones"
    )
  }
}

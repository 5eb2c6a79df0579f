import Foundation
import PinframeGraphics
import Synchronization

/// An image resampled to device pixels for one placement: straight-alpha RGBA8, alpha 0 where
/// no pixel is drawn, and which rows are wholly opaque (drawn by copying).
final class ImageTile: Sendable {
  let width: Int
  let height: Int
  let pixels: [UInt8]
  let opaqueRows: [Bool]

  init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
    opaqueRows = (0..<height).map { row in
      stride(from: row * width * 4 + 3, to: (row + 1) * width * 4, by: 4).allSatisfy {
        pixels[$0] == 255
      }
    }
  }

  /// The bytes the tile holds.
  var byteCount: Int { pixels.count }
}

/// Resampled images, so an image shown by many views at one size, or in many frames, is filtered
/// once: at most 64 MiB of tiles, the least recently used dropped first.
///
/// The key is everything the filter reads — the image object, the source rectangle, the scale per
/// axis, where the tile's first pixel falls in the image, and the tile's size — so a hit gives
/// exactly the pixels filtering again would give.
package final class ImageTileCache: Sendable {
  /// The cache every rendering shares.
  package static let shared = ImageTileCache(byteLimit: 64 << 20)

  /// Forgets every tile (benchmarks time the first drawing this way).
  package func removeAll() {
    state.withLock { $0 = State() }
  }

  struct Key: Hashable {
    let image: ObjectIdentifier
    let source: PixelRect
    let scale: SIMD2<Double>
    let origin: SIMD2<Double>
    let width: Int
    let height: Int
  }

  private struct Entry {
    let tile: ImageTile
    var lastUse: Int
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    var bytes = 0
    var clock = 0
    /// Keeps each cached image alive, so that its identifier is not reused by another.
    var images: [ObjectIdentifier: CGImage] = [:]
  }

  private let byteLimit: Int
  private let state = Mutex(State())

  init(byteLimit: Int) {
    self.byteLimit = byteLimit
  }

  /// The tile for `key`, made by `make` when it is not cached.
  func tile(for key: Key, image: CGImage, make: () -> ImageTile) -> ImageTile {
    if let hit = state.withLock({ state -> ImageTile? in
      state.clock += 1
      state.entries[key]?.lastUse = state.clock
      return state.entries[key]?.tile
    }) {
      return hit
    }
    let tile = make()
    guard tile.byteCount <= byteLimit / 4 else { return tile }
    state.withLock { state in
      state.clock += 1
      if state.entries[key] == nil {
        state.entries[key] = Entry(tile: tile, lastUse: state.clock)
        state.images[key.image] = image
        state.bytes += tile.byteCount
      }
      evict(&state)
    }
    return tile
  }

  /// Drops the least recently used tiles until the cache is within its limit.
  private func evict(_ state: inout State) {
    guard state.bytes > byteLimit else { return }
    let order = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
    for (key, entry) in order where state.bytes > byteLimit {
      state.entries[key] = nil
      state.bytes -= entry.tile.byteCount
    }
    let live = Set(state.entries.keys.map(\.image))
    state.images = state.images.filter { live.contains($0.key) }
  }
}

import PinframeGraphics
import Synchronization

/// What a rasterized glyph depends on: the outline (its identity), its pixels per font unit on
/// each axis and its sub-pixel phase (quarters of a pixel).
struct GlyphMaskKey: Hashable {
  let outline: ObjectIdentifier
  let scaleX: UInt64
  let scaleY: UInt64
  let phase: UInt8

  init(outline: GlyphOutline, scaleX: Double, scaleY: Double, phase: Int) {
    self.outline = ObjectIdentifier(outline)
    self.scaleX = scaleX.bitPattern
    self.scaleY = scaleY.bitPattern
    self.phase = UInt8(truncatingIfNeeded: phase)
  }
}

/// Rasterized glyphs kept for drawing again, at most ``byteLimit`` bytes of them (as
/// ``GlyphMask/byteCount`` counts), the least recently used dropped first.
///
/// One cache serves every rasterizer of the process (``shared``), behind a lock, so frames
/// drawn in parallel share their glyphs. A mask is made outside the lock; when two threads make
/// the same one, the first stored is kept. A hit or a miss gives the same pixels: the cache only
/// saves time.
final class GlyphCache: Sendable {
  /// The cache the rasterizers use: 8 MiB, about 6,000 glyphs of 17 pt text at 3x.
  static let shared = GlyphCache(byteLimit: 8 << 20)

  /// The most bytes the masks may take together.
  let byteLimit: Int

  private let state: Mutex<LeastRecentlyUsed>

  /// An empty cache of at most `byteLimit` bytes.
  init(byteLimit: Int) {
    self.byteLimit = byteLimit
    state = Mutex(LeastRecentlyUsed())
  }

  /// The mask for `key`: the cached one, or `make()`'s, which is stored (dropping the least
  /// recently used masks until the cache is within its limit again; a mask larger than the
  /// limit is returned without being stored).
  func mask(for key: GlyphMaskKey, outline: GlyphOutline, make: () -> GlyphMask) -> GlyphMask {
    if let found = state.withLock({ $0.find(key) }) { return found }
    let made = make()
    guard made.byteCount <= byteLimit else { return made }
    return state.withLock { cache in
      if let found = cache.find(key) { return found }
      cache.insert(key, made, outline: outline, limit: byteLimit)
      return made
    }
  }

  /// How many masks are stored, and the bytes they take.
  var usage: (count: Int, bytes: Int) {
    state.withLock { ($0.count, $0.bytes) }
  }

  /// Drops every mask.
  func removeAll() {
    state.withLock { $0 = LeastRecentlyUsed() }
  }
}

/// The cache's entries in a doubly linked list from most to least recently used, with a
/// dictionary from keys to list nodes: finding, inserting and dropping are O(1).
private struct LeastRecentlyUsed {
  struct Node {
    var key: GlyphMaskKey
    /// The mask; `nil` once the node is dropped, so that its memory is freed.
    var mask: GlyphMask?
    /// Held so that the key's identifier is not reused while the mask is stored.
    var outline: GlyphOutline?
    var newer = -1
    var older = -1
  }

  private var nodes: [Node] = []
  private var free: [Int] = []
  private var index: [GlyphMaskKey: Int] = [:]
  private var newest = -1
  private var oldest = -1
  private(set) var bytes = 0

  var count: Int { index.count }

  /// The mask of `key`, made the most recently used.
  mutating func find(_ key: GlyphMaskKey) -> GlyphMask? {
    guard let node = index[key] else { return nil }
    unlink(node)
    pushNewest(node)
    return nodes[node].mask
  }

  /// Stores `mask` as the most recently used, then drops the least recently used until the
  /// bytes are within `limit`.
  mutating func insert(_ key: GlyphMaskKey, _ mask: GlyphMask, outline: GlyphOutline, limit: Int) {
    let entry = Node(key: key, mask: mask, outline: outline)
    let node: Int
    if let reused = free.popLast() {
      nodes[reused] = entry
      node = reused
    } else {
      nodes.append(entry)
      node = nodes.count - 1
    }
    index[key] = node
    pushNewest(node)
    bytes += mask.byteCount
    while bytes > limit, oldest >= 0 {
      drop(oldest)
    }
  }

  private mutating func drop(_ node: Int) {
    unlink(node)
    index[nodes[node].key] = nil
    bytes -= nodes[node].mask?.byteCount ?? 0
    nodes[node].mask = nil
    nodes[node].outline = nil
    free.append(node)
  }

  private mutating func unlink(_ node: Int) {
    let (newer, older) = (nodes[node].newer, nodes[node].older)
    if newer >= 0 { nodes[newer].older = older } else { newest = older }
    if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
    nodes[node].newer = -1
    nodes[node].older = -1
  }

  private mutating func pushNewest(_ node: Int) {
    nodes[node].older = newest
    nodes[node].newer = -1
    if newest >= 0 { nodes[newest].newer = node }
    newest = node
    if oldest < 0 { oldest = node }
  }
}

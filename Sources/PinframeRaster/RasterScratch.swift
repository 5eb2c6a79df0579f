/// The memory a rasterizer keeps between frames.
///
/// It holds group layers and clip masks (one per nesting depth), a row of alphas, the
/// buffers of one shadow blur and those of glyph coverage (a band of accumulation cells, at
/// most 1 MiB, and a row of values); buffers only grow.
final class RasterScratch {
  private var layers: [ScratchBuffer] = []
  private var masks: [ScratchBuffer] = []
  private let alphas = ScratchBuffer()
  private let shadowBlocks = (ScratchBuffer(), ScratchBuffer())
  private let shadowRow = ScratchBuffer()
  private let shadowSums = ScratchBuffer()
  private let glyphCellBuffer = ScratchBuffer()
  private let coverageValues = ScratchBuffer()

  /// Memory for `byteCount` bytes of the group layer at nesting `depth`.
  func layer(depth: Int, byteCount: Int) -> UnsafeMutableRawPointer {
    Self.buffer(depth, in: &layers).memory(byteCount: byteCount)
  }

  /// Memory for `count` mask values of the clip at nesting `depth`.
  func mask(depth: Int, count: Int) -> UnsafeMutablePointer<UInt8> {
    Self.buffer(depth, in: &masks).memory(byteCount: count).assumingMemoryBound(to: UInt8.self)
  }

  /// Memory for one row of `count` alphas.
  func alphaRow(count: Int) -> UnsafeMutablePointer<UInt8> {
    alphas.memory(byteCount: count).assumingMemoryBound(to: UInt8.self)
  }

  /// Memory for `count` accumulation cells of glyph coverage.
  func glyphCells(count: Int) -> UnsafeMutablePointer<Int32> {
    glyphCellBuffer.memory(byteCount: count * 4).bindMemory(to: Int32.self, capacity: count)
  }

  /// Memory for one row of `count` glyph coverage values.
  func coverageRow(count: Int) -> UnsafeMutablePointer<UInt8> {
    coverageValues.memory(byteCount: count).assumingMemoryBound(to: UInt8.self)
  }

  /// Memory for a shadow mask: two blocks of `area` values, a row of `width` values and
  /// `width` column sums.
  func shadowMemory(area: Int, width: Int) -> (
    values: UnsafeMutablePointer<UInt16>, spare: UnsafeMutablePointer<UInt16>,
    row: UnsafeMutablePointer<UInt16>, sums: UnsafeMutablePointer<UInt32>
  ) {
    (
      shadowBlocks.0.memory(byteCount: area * 2).bindMemory(to: UInt16.self, capacity: area),
      shadowBlocks.1.memory(byteCount: area * 2).bindMemory(to: UInt16.self, capacity: area),
      shadowRow.memory(byteCount: width * 2).bindMemory(to: UInt16.self, capacity: width),
      shadowSums.memory(byteCount: width * 4).bindMemory(to: UInt32.self, capacity: width)
    )
  }

  private static func buffer(_ depth: Int, in pool: inout [ScratchBuffer]) -> ScratchBuffer {
    while pool.count <= depth { pool.append(ScratchBuffer()) }
    return pool[depth]
  }
}

/// A block of raw memory, bound to `UInt8`, that grows on demand and is freed with the object.
final class ScratchBuffer {
  private var start: UnsafeMutableRawPointer?
  private var capacity = 0

  /// At least `byteCount` bytes (their contents are unspecified).
  func memory(byteCount: Int) -> UnsafeMutableRawPointer {
    if let start, capacity >= byteCount { return start }
    start?.deallocate()
    let size = max(byteCount, 16)
    let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    memory.bindMemory(to: UInt8.self, capacity: size)
    start = memory
    capacity = size
    return memory
  }

  deinit {
    start?.deallocate()
  }
}

import Foundation

/// Turns recorded frames into outputs (for example rasterized, encoded PNG data) on several
/// cores while the frames are sampled on the main actor, and delivers the outputs in frame
/// order.
///
/// At most ``maxFramesInFlight`` frames are being processed or waiting for delivery at any
/// time, so memory does not grow with the number of frames; a caller bounds it further when
/// each frame's output is large (see ``RecordingWriter/memoryBudget``).
public struct ParallelFrameProcessor<Output: Sendable>: Sendable {
  /// How many frames are processed at the same time.
  public var workerCount: Int
  /// Turns one frame into its output; runs off the main actor.
  public var transform: @Sendable (RecordedFrame) throws -> Output

  /// The most frames sampled but not yet delivered: twice the worker count unless the
  /// processor was made with fewer.
  public let maxFramesInFlight: Int

  /// Creates a processor running `transform` on `workerCount` frames at a time.
  ///
  /// The count is at least 1, the number of active cores by default. With one worker
  /// everything runs in order on the caller, on one core.
  ///
  /// - Parameters:
  ///   - workerCount: How many frames are transformed at a time.
  ///   - maxFramesInFlight: The most frames sampled but not yet delivered, at least 1 and at
  ///     most twice the worker count (the default); fewer workers run when it is below the
  ///     worker count.
  ///   - transform: The work done on each frame, on any thread.
  public init(
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    maxFramesInFlight: Int? = nil,
    transform: @escaping @Sendable (RecordedFrame) throws -> Output
  ) {
    let workers = max(workerCount, 1)
    let inFlight = min(max(maxFramesInFlight ?? workers * 2, 1), workers * 2)
    self.workerCount = min(workers, inFlight)
    self.maxFramesInFlight = inFlight
    self.transform = transform
  }

  /// Samples `frames` one by one on the main actor, transforms them in parallel, and calls
  /// `deliver` with each frame's index and output, in frame order, on the main actor.
  ///
  /// - Returns: The number of frames processed.
  /// - Throws: The first error of sampling, `transform` or `deliver`; frames still in flight
  ///   are then cancelled.
  @preconcurrency @MainActor
  public func process(
    _ frames: inout RecordedFrames, deliver: (Int, Output) throws -> Void
  ) async throws -> Int {
    let transform = self.transform
    guard workerCount > 1 else {
      var count = 0
      while let frame = try frames.next() {
        try deliver(frame.index, try transform(frame))
        count += 1
      }
      return count
    }
    var reorder = ReorderBuffer<Output>()
    var sampled = 0
    return try await withThrowingTaskGroup(of: (Int, Output).self) { group in
      while let frame = try frames.next() {
        while sampled - reorder.delivered >= maxFramesInFlight,
          let (index, output) = try await group.next()
        {
          try reorder.insert(output, at: index, deliver: deliver)
        }
        group.addTask { (frame.index, try transform(frame)) }
        sampled += 1
      }
      while let (index, output) = try await group.next() {
        try reorder.insert(output, at: index, deliver: deliver)
      }
      return reorder.delivered
    }
  }
}

/// Holds outputs that finished out of order until every earlier one has been delivered.
private struct ReorderBuffer<Output> {
  private var waiting: [Int: Output] = [:]
  private(set) var delivered = 0

  mutating func insert(
    _ output: Output, at index: Int, deliver: (Int, Output) throws -> Void
  ) throws {
    waiting[index] = output
    while let next = waiting.removeValue(forKey: delivered) {
      try deliver(delivered, next)
      delivered += 1
    }
  }
}

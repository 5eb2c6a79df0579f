import Foundation
import Pinframe
import Synchronization
import Testing

/// Counts transforms started, to check how many frames are in flight.
private final class StartCounter: Sendable {
  private let started = Mutex(0)

  func start() { started.withLock { $0 += 1 } }
  var count: Int { started.withLock { $0 } }
}

@MainActor
@Suite("Parallel frame processing")
struct ParallelFrameProcessorTests {
  /// A deterministic output of a frame that costs more for early frames, so that later frames
  /// tend to finish first.
  nonisolated private static func digest(_ frame: RecordedFrame) -> String {
    var sum = 0.0
    for step in 0..<((19 - frame.index) * 20_000) { sum += Double(step % 7) }
    return "\(frame.index):\(frame.displayList.commands.count):\(sum > 0)"
  }

  @Test("outputs arrive in frame order and equal the sequential ones")
  func orderedOutputs() async throws {
    try await ViewRuntime.isolated {
      let scene = MovingSquareScene()
      let recorder = AnimationRecorder(view: scene.root, scale: 1)
      var sequential: [String] = []
      try recorder.record(scene.move) { sequential.append(Self.digest($0)) }

      let again = MovingSquareScene()
      var frames = try AnimationRecorder(view: again.root, scale: 1).frames(after: again.move)
      var delivered: [(Int, String)] = []
      let processor = ParallelFrameProcessor(workerCount: 2) { Self.digest($0) }
      let count = try await processor.process(&frames) { delivered.append(($0, $1)) }
      #expect(count == 19)
      #expect(delivered.map(\.0) == Array(0..<19))
      #expect(delivered.map(\.1) == sequential)
    }
  }

  @Test("no more than twice the worker count of frames are in flight")
  func boundedInFlight() async throws {
    try await ViewRuntime.isolated {
      let scene = MovingSquareScene()
      var frames = try AnimationRecorder(view: scene.root, scale: 1).frames(after: scene.move)
      let counter = StartCounter()
      let processor = ParallelFrameProcessor(workerCount: 2) { frame in
        counter.start()
        return Self.digest(frame)
      }
      var worst = 0
      _ = try await processor.process(&frames) { index, _ in
        worst = max(worst, counter.count - index)
      }
      #expect(worst <= processor.maxFramesInFlight)
    }
  }

  @Test("a smaller bound on frames in flight holds, and fewer workers run")
  func memoryBoundInFlight() async throws {
    try await ViewRuntime.isolated {
      let scene = MovingSquareScene()
      var frames = try AnimationRecorder(view: scene.root, scale: 1).frames(after: scene.move)
      let counter = StartCounter()
      let processor = ParallelFrameProcessor(workerCount: 8, maxFramesInFlight: 3) { frame in
        counter.start()
        return Self.digest(frame)
      }
      #expect(processor.workerCount == 3)
      #expect(processor.maxFramesInFlight == 3)
      var worst = 0
      let count = try await processor.process(&frames) { index, _ in
        worst = max(worst, counter.count - index)
      }
      #expect(count == 19)
      #expect(worst <= 3)
      #expect(
        ParallelFrameProcessor<Int>(workerCount: 2, maxFramesInFlight: 0) { $0.index }
          .maxFramesInFlight == 1)
    }
  }

  @Test(
    "an error of the transform stops the processing and is rethrown; only earlier frames, in order, were delivered"
  )
  func transformError() async {
    struct Failure: Error {}
    await ViewRuntime.isolated {
      let scene = MovingSquareScene()
      var delivered: [Int] = []
      await #expect(throws: Failure.self) {
        var frames = try AnimationRecorder(view: scene.root, scale: 1).frames(after: scene.move)
        let processor = ParallelFrameProcessor<Int>(workerCount: 2) { frame in
          if frame.index == 5 { throw Failure() }
          return frame.index
        }
        _ = try await processor.process(&frames) { index, _ in delivered.append(index) }
      }
      // Frame 4 may still be in flight when frame 5 fails: the frames delivered are an in-order
      // prefix that stops before the failing frame.
      #expect(delivered == Array(0..<delivered.count))
      #expect(delivered.count <= 5)
    }
  }
}

import Foundation
import PinframeAnimation
import PinframeGraphics
import PinframeRaster
import PinframeRendering
import PinframeViews

/// One sampled frame of an animation, ready to rasterize: a value that can cross threads.
public struct RecordedFrame: Sendable, Equatable {
  /// The frame's index, from 0.
  public var index: Int
  /// The frame's time since the animation was committed, `index / fps`.
  public var time: TimeInterval
  /// What to draw: the view tree at its presentation values.
  public var displayList: DisplayList

  /// Creates a frame.
  public init(index: Int, time: TimeInterval, displayList: DisplayList) {
    self.index = index
    self.time = time
    self.displayList = displayList
  }
}

/// Drives the animation clock of the current `ViewRuntime` and turns every sampled frame of
/// a view tree into a `DisplayList` built from presentation values.
///
/// Frames are streamed: each one is handed to a callback as soon as it is sampled, and none is
/// kept, so memory does not grow with the number of frames. The frame convention is
/// `AnimationClock/run(fps:timeLimit:action:eachFrame:)`'s: frame 0 shows the old values,
/// frame i is sampled at i / fps, the last frame shows the final model state (19 frames for
/// 0.3 s at 60 fps).
@preconcurrency @MainActor
public struct AnimationRecorder {
  /// The root of the tree to draw; the canvas is its bounds.
  public var view: View
  /// Device pixels per point.
  public var scale: CGFloat
  /// Frames per second, `0 < fps ≤ 1000`.
  public var fps: Double
  /// The virtual seconds a recording may last before it fails.
  public var timeLimit: TimeInterval
  /// How text is drawn in the frames.
  public var text: TextRendering

  /// Creates a recorder of `view` at `scale`, sampling `fps` frames per second, drawing text
  /// as `text` says.
  public init(
    view: View, scale: CGFloat, fps: Double = 60,
    timeLimit: TimeInterval = AnimationClock.defaultTimeLimit, text: TextRendering = .glyphs
  ) {
    self.view = view
    self.scale = scale
    self.fps = fps
    self.timeLimit = timeLimit
    self.text = text
  }

  /// Runs `action`, then returns the frames one at a time, sampled as they are asked for.
  ///
  /// - Throws: `AnimationError` for a bad frame rate or time limit (before `action` runs),
  ///   and whatever `action` throws.
  public func frames(after action: () throws -> Void) throws -> RecordedFrames {
    let sampler = try FrameSampler(clock: .current, fps: fps, timeLimit: timeLimit)
    try action()
    return RecordedFrames(sampler: sampler, view: view, scale: scale, text: text)
  }

  /// Runs `action`, then samples frames until every animation and completion has run,
  /// handing each frame's display list to `eachFrame`.
  ///
  /// - Returns: The number of frames recorded.
  /// - Throws: `AnimationError` for a bad frame rate or time limit, or when animations
  ///   outlast the time limit; `RenderError` when a frame's canvas is empty or not finite;
  ///   and whatever `action` or `eachFrame` throw.
  @discardableResult
  public func record(
    _ action: () throws -> Void, eachFrame: (RecordedFrame) throws -> Void
  ) throws -> Int {
    var frames = try frames(after: action)
    var count = 0
    while let frame = try frames.next() {
      try eachFrame(frame)
      count += 1
    }
    return count
  }
}

/// The frames of a recording, sampled one at a time as ``next()`` is called.
@preconcurrency @MainActor
public struct RecordedFrames {
  private var sampler: FrameSampler
  private let view: View
  private let scale: CGFloat
  private let text: TextRendering

  init(sampler: FrameSampler, view: View, scale: CGFloat, text: TextRendering) {
    self.sampler = sampler
    self.view = view
    self.scale = scale
    self.text = text
  }

  /// The frame rate of the recording.
  public var fps: Double { sampler.fps }

  /// The pixels of each frame's canvas: the root's bounds at the scale, as display lists
  /// round them (0 for a bounds size that is not finite).
  public var canvasPixels: Int {
    let width = (view.bounds.width * scale).rounded()
    let height = (view.bounds.height * scale).rounded()
    guard width.isFinite, height.isFinite, width >= 0, height >= 0, width * height < 1e18 else {
      return 0
    }
    return Int(width * height)
  }

  /// Samples the next frame and builds its display list, or returns `nil` when everything has
  /// run.
  ///
  /// - Throws: `AnimationError/timeLimitExceeded(limit:fps:frame:)` and `RenderError`.
  public mutating func next() throws -> RecordedFrame? {
    guard let frame = try sampler.next() else { return nil }
    let clock = sampler.clock
    let list = try DisplayList(view: view, scale: scale, text: text) {
      clock.presentationValues(of: $0)
    }
    return RecordedFrame(index: frame.index, time: frame.time, displayList: list)
  }
}

import Foundation
import Pinframe

/// An animation as the `.animation` strategy snapshots it: the frames' display lists and their
/// rate (rasterized one at a time when compared or written), or, read back from a reference,
/// the reference's APNG bytes.
public struct RecordedAnimation: Sendable {
  /// The frames, in order; empty for an animation read from a reference.
  public var frames: [RecordedFrame]
  /// Frames per second.
  public var framesPerSecond: Int
  /// The APNG bytes of an animation read from a reference.
  public var referenceData: Data?

  /// An animation of recorded frames.
  public init(frames: [RecordedFrame], framesPerSecond: Int) {
    self.frames = frames
    self.framesPerSecond = framesPerSecond
  }

  /// An animation read from a reference's APNG bytes.
  public init(referenceData: Data) {
    frames = []
    framesPerSecond = 0
    self.referenceData = referenceData
  }
}

extension Diffing where Value == RecordedAnimation {
  /// Compares animations frame by frame (see `.animation(…)`), references stored as APNG.
  static func animation(
    tolerance: ImageTolerance, edges: RasterOptions.EdgeMode, text: TextRendering,
    scale: CGFloat
  ) -> Diffing<RecordedAnimation> {
    let format: @MainActor @Sendable (RecordedAnimation) -> AnimationSnapshotFormat = {
      animation in
      AnimationSnapshotFormat(
        frames: animation.frames, fps: animation.framesPerSecond,
        metadata: SnapshotMetadata(
          scale: scale, edges: edges.name, text: text,
          framesPerSecond: animation.framesPerSecond),
        tolerance: tolerance, options: RasterOptions(edgeMode: edges))
    }
    let data: @MainActor @Sendable (RecordedAnimation) -> Data = { animation in
      animation.referenceData ?? (try? format(animation).referenceBytes()).map { Data($0) }
        ?? Data()
    }
    return Diffing(
      toData: data, fromData: { RecordedAnimation(referenceData: $0) },
      diff: { reference, actual in
        guard actual.referenceData == nil else {
          return data(reference) == actual.referenceData
            ? nil : ("The animations' APNG bytes differ.", [])
        }
        do {
          let comparison = try format(actual).compare(withReference: data(reference))
          return comparison.matches ? nil : (comparison.details, [])
        } catch {
          return ("The reference animation cannot be read: \(error)", [])
        }
      },
      engine: format)
  }
}

extension Snapshotting where Value: View, Format == RecordedAnimation {
  /// Runs `action` on the view, advances the virtual clock until every animation and
  /// completion has run, and compares every frame with the reference animation (an APNG).
  ///
  /// Frames follow the engine's convention: frame 0 shows the state before the animation,
  /// frame i is sampled at i / fps, the last frame shows the final state (19 frames for 0.3 s
  /// at 60 fps). A different frame count or frame rate fails and says so.
  ///
  /// ```swift
  /// assertSnapshot(of: dockView, as: .animation(fps: 60, scale: 2) { $0.didTapTogglePosition() })
  /// ```
  ///
  /// - Parameters:
  ///   - fps: Frames per second, `1...1000`.
  ///   - scale: Device pixels per point; the runtime's display scale by default.
  ///   - tolerance: How different each frame may be; exact by default.
  ///   - edges: Snapped edges (the default) or antialiased ones.
  ///   - text: Text drawn from glyph outlines (the default) or as silhouettes.
  ///   - timeLimit: The virtual seconds the animations may last before the snapshot fails.
  ///   - action: What starts the animations (called once, on the view).
  @preconcurrency @MainActor
  public static func animation(
    fps: Int = 60, scale: CGFloat? = nil, tolerance: ImageTolerance = .exact,
    edges: RasterOptions.EdgeMode = .snapped, text: TextRendering = .glyphs,
    timeLimit: TimeInterval = AnimationClock.defaultTimeLimit,
    action: @escaping @MainActor @Sendable (Value) -> Void
  ) -> Snapshotting<Value, RecordedAnimation> {
    let resolved = scale ?? ViewRuntime.current.scale
    let diffing = Diffing<RecordedAnimation>.animation(
      tolerance: tolerance, edges: edges, text: text, scale: resolved)
    return Snapshotting(pathExtension: "png", diffing: diffing) { view in
      view.layoutIfNeeded()
      let recorder = AnimationRecorder(
        view: view, scale: resolved, fps: Double(fps), timeLimit: timeLimit, text: text)
      var frames: [RecordedFrame] = []
      try recorder.record({ action(view) }, eachFrame: { frames.append($0) })
      return RecordedAnimation(frames: frames, framesPerSecond: fps)
    }
  }
}

import Pinframe

extension Snapshotting where Value: View {
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
  ///   - timeLimit: The virtual seconds the animations may last before the snapshot fails.
  ///   - action: What starts the animations (called once, on the view).
  @preconcurrency @MainActor
  public static func animation(
    fps: Int = 60, scale: CGFloat? = nil, tolerance: ImageTolerance = .exact,
    edges: RasterOptions.EdgeMode = .snapped,
    timeLimit: TimeInterval = AnimationClock.defaultTimeLimit,
    action: @escaping @MainActor @Sendable (Value) -> Void
  ) -> Snapshotting<Value> {
    Snapshotting { view in
      let resolved = scale ?? ViewRuntime.current.scale
      view.layoutIfNeeded()
      let recorder = AnimationRecorder(
        view: view, scale: resolved, fps: Double(fps), timeLimit: timeLimit)
      var frames: [RecordedFrame] = []
      try recorder.record({ action(view) }, eachFrame: { frames.append($0) })
      return AnimationSnapshotFormat(
        frames: frames, fps: fps,
        metadata: SnapshotMetadata(scale: resolved, edges: edges.name, framesPerSecond: fps),
        tolerance: tolerance, options: RasterOptions(edgeMode: edges))
    }
  }
}

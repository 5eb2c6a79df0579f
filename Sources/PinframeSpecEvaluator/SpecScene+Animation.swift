import Pinframe
import PinframeSpec

extension SpecScene {
  /// The frame rate of the spec's animation (60 when the spec has none).
  public var framesPerSecond: Int {
    spec.animation?.framesPerSecond ?? 60
  }

  /// How long the animation lasts: until the last step (its delays, duration and pause)
  /// has ended, in seconds.
  public var animationDuration: TimeInterval {
    spec.animation?.duration ?? 0
  }

  /// The frames of the spec's animation, sampled at `fps` (the spec's by default) as they are
  /// asked for: frame 0 shows the laid-out views before the first step, the last frame the end
  /// of the last step's pause.
  ///
  /// Call ``layout()`` first. The recorder works in the scene's runtime, on its clock.
  ///
  /// - Throws: `AnimationError` for a frame rate outside `0 < fps ≤ 1000`.
  public func recordedFrames(fps: Double? = nil) throws -> RecordedFrames {
    try perform {
      let recorder = AnimationRecorder(
        view: root, scale: CGFloat(scale), fps: fps ?? Double(framesPerSecond),
        timeLimit: animationDuration + 1, text: spec.canvas.text)
      return try recorder.frames(after: startAnimation)
    }
  }

  /// Starts the animation on the scene's clock: each step at its start time
  /// (``AnimationSpec/startTimes``: after the steps before it, or with the previous one), and
  /// a wait until the last step has ended.
  func startAnimation() {
    guard let animation = spec.animation else { return }
    let clock = AnimationClock.current
    for (start, step) in zip(animation.startTimes, animation.steps) {
      if start == 0 {
        run(step)
      } else {
        clock.schedule(after: start) { [self] in run(step) }
      }
    }
    if animation.duration > 0 { clock.schedule(after: animation.duration) {} }
  }

  /// Runs one step as UIKit code would run it.
  ///
  /// Inside an animation block with the step's timing, its changes are applied and every view
  /// is laid out again. Changes with a delay of their own get a block each (one per delay, in
  /// order), as staggered `UIView.animate` calls; a step with keyframes runs as
  /// `UIView.animateKeyframes`.
  func run(_ step: AnimationStep) {
    guard step.keyframes.isEmpty else { return runKeyframes(step) }
    let staggered = Dictionary(grouping: step.changes, by: \.delay)
    for delay in staggered.isEmpty ? [0] : staggered.keys.sorted() {
      animate(step.timing, duration: step.duration, delay: step.delay + delay) { [self] in
        apply(staggered[delay] ?? [])
      }
    }
  }

  private func runKeyframes(_ step: AnimationStep) {
    guard case .curve(let curve) = step.timing else { return }
    let options = View.KeyframeAnimationOptions(rawValue: curve.options.rawValue)
    View.animateKeyframes(withDuration: step.duration, delay: step.delay, options: options) {
      apply(step.changes)
      for keyframe in step.keyframes {
        View.addKeyframe(
          withRelativeStartTime: keyframe.start, relativeDuration: keyframe.duration
        ) { [self] in apply(keyframe.changes) }
      }
    }
  }

  /// Applies `changes` and lays out again the views they can move.
  ///
  /// Colours, corners, borders and transforms move nothing, so a staggered fade of 10,000
  /// views costs 10,000 property changes, not 10,000 layout passes; a staggered move of 10,000
  /// independent views lays out one view a block.
  private func apply(_ changes: [ViewChange]) {
    for change in changes { apply(change.properties, to: change.id) }
    let moving = changes.filter(affectsLayout).map(\.id)
    guard !moving.isEmpty else { return }
    relayout(after: moving)
  }

  /// Whether `change` can move or resize a view: a new chain or frame, or (when a chain picks
  /// views by visibility or wraps its content) a new alpha or hidden state.
  private func affectsLayout(_ change: ViewChange) -> Bool {
    let properties = change.properties
    if properties.pin != nil || properties.frame != nil { return true }
    guard properties.alpha != nil || properties.isHidden != nil else { return false }
    return chainsReadVisibility
  }

  /// Whether a chain of the spec or its animation reads views' visibility.
  ///
  /// `visible(…)` does, and `wrapContent` (which skips hidden views). Read once, as
  /// ``chainsReadVisibility``.
  func anyChainReadsVisibility() -> Bool {
    let chains =
      spec.documentOrder.compactMap { nodes[$0]?.chain }
      + (spec.animation?.steps ?? []).flatMap { step in
        (step.changes + step.keyframes.flatMap(\.changes)).compactMap(\.properties.pin)
      }
    return chains.contains { $0.text.contains("visible(") || $0.text.contains("wrapContent") }
  }

  /// The chains the animation runs: for each block of changes that can move a view (a step's,
  /// each of its delays', each keyframe's), the views it lays out again (`viewsToLayOut(after:)`).
  public var animationChainRuns: Int {
    guard let animation = spec.animation else { return 0 }
    var chains = 0
    for step in animation.steps {
      let blocks =
        step.keyframes.isEmpty
        ? Dictionary(grouping: step.changes, by: \.delay).values.map(Array.init)
        : [step.changes] + step.keyframes.map(\.changes)
      for block in blocks {
        let moving = block.filter(affectsLayout).map(\.id)
        if !moving.isEmpty { chains += viewsToLayOut(after: moving)?.count ?? views.count }
      }
    }
    return chains
  }

  /// What the animation's layout costs in the work limit's units (pixels composited): each
  /// chain run counted as ``chainWork`` pixels.
  public var animationLayoutWork: Int {
    let (work, overflow) = animationChainRuns.multipliedReportingOverflow(by: Self.chainWork)
    return overflow ? .max : work
  }

  /// One chain run in pixels composited: about what laying out one view costs against
  /// compositing one translucent pixel (a microsecond against a nanosecond).
  public static let chainWork = 1_000

  /// One `UIView.animate` block with `timing`.
  private func animate(
    _ timing: AnimationTiming, duration: Double, delay: Double, animations: () -> Void
  ) {
    switch timing {
    case .curve(let curve):
      View.animate(
        withDuration: duration, delay: delay, options: curve.options, animations: animations)
    case .spring(let damping, let velocity):
      View.animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: damping,
        initialSpringVelocity: velocity, animations: animations)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      View.animate(
        withDuration: duration, delay: delay,
        timingCurve: TimingCurve(controlPoints: x1, y1, x2, y2), animations: animations)
    }
  }
}

extension AnimationCurve {
  /// The `UIView.AnimationOptions` curve.
  var options: View.AnimationOptions {
    switch self {
    case .easeInOut: .curveEaseInOut
    case .easeIn: .curveEaseIn
    case .easeOut: .curveEaseOut
    case .linear: .curveLinear
    }
  }
}

extension SpecScene {
  /// Every frame of the spec's animation at its frame rate, sampled now (display lists only,
  /// a few kilobytes each).
  ///
  /// - Throws: `AnimationError` when the animation cannot be sampled.
  public func allFrames() throws -> [RecordedFrame] {
    var frames = try recordedFrames()
    var all: [RecordedFrame] = []
    do {
      while let frame = try frames.next() { all.append(frame) }
    } catch let error as AnimationError {
      throw specError(for: error)
    }
    return all
  }

  /// `error` as a failure of the spec's animation: the time limit (1 s past the end of the
  /// last step, which no option raises) named with the spec's file and `$.animation`.
  public func specError(for error: AnimationError) -> any Error {
    guard case .timeLimitExceeded(let limit, let fps, let frame) = error else { return error }
    return SpecError(
      file: spec.file, path: JSONPath.root.appending("animation"),
      message:
        "animations were still running after \(limit) s of virtual time (frame \(frame) at"
        + " \(fps) fps), 1 s past the end of the last step at \(animationDuration) s; a spec's"
        + " animation has no longer, and no option raises that limit")
  }
}

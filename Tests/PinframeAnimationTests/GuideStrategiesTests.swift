import Foundation
import Pinframe
import Testing

// PinLayout's animation guide (docs/animations.md): a 150-pt view docked at the top left or
// top right of its container, toggled by `didTapTogglePosition()`, with the guide's four
// strategies. Until PinframeLayout lands, `dock…()` sets the frames PinLayout's
// `view.pin.top().left()` / `.right()` would set.

@MainActor
private class DockingContainer: UIView {
  let view = UIView()

  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    view.frame.size = CGSize(width: 150, height: 150)
    view.backgroundColor = .systemBlue
    addSubview(view)
  }

  required init?(coder: NSCoder) { nil }

  func dockLeft() { view.frame.origin = CGPoint(x: 0, y: 0) }
  func dockRight() { view.frame.origin = CGPoint(x: bounds.width - 150, y: 0) }

  func didTapTogglePosition() {}
}

/// Strategy 1: `setNeedsLayout()` and `layoutIfNeeded()` in the animation block.
@MainActor
private final class NeedsLayoutStrategy: DockingContainer {
  var isViewLeftDocked = true

  override func layoutSubviews() {
    super.layoutSubviews()
    if isViewLeftDocked { dockLeft() } else { dockRight() }
  }

  override func didTapTogglePosition() {
    isViewLeftDocked = !isViewLeftDocked
    UIView.animate(withDuration: 0.3) {
      self.setNeedsLayout()
      self.layoutIfNeeded()
    }
  }
}

/// Strategy 2: a private layout method called from the block.
@MainActor
private final class LayoutMethodStrategy: DockingContainer {
  var isViewLeftDocked = true

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutAnimatedView()
  }

  private func layoutAnimatedView() {
    if isViewLeftDocked { dockLeft() } else { dockRight() }
  }

  override func didTapTogglePosition() {
    isViewLeftDocked = !isViewLeftDocked
    UIView.animate(withDuration: 0.3) {
      self.layoutAnimatedView()
    }
  }
}

private enum AnimationState {
  case leftDocked
  case rightDocked
}

/// Strategy 3: an animation-state enum.
@MainActor
private class AnimationStateStrategy: DockingContainer {
  var animationState = AnimationState.leftDocked

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutAnimatedView()
  }

  fileprivate func layoutAnimatedView() {
    switch animationState {
    case .leftDocked: dockLeft()
    case .rightDocked: dockRight()
    }
  }

  fileprivate func toggleState() {
    switch animationState {
    case .leftDocked: animationState = .rightDocked
    case .rightDocked: animationState = .leftDocked
    }
  }

  override func didTapTogglePosition() {
    toggleState()
    UIView.animate(withDuration: 0.3) {
      self.layoutAnimatedView()
    }
  }
}

/// The collision section: the enum strategy with an `isAnimating` guard in `layoutSubviews`.
@MainActor
private final class GuardedStrategy: AnimationStateStrategy {
  var isAnimating = false

  override func layoutSubviews() {
    guard !isAnimating else { return }
    layoutAnimatedView()
  }

  override func didTapTogglePosition() {
    toggleState()
    UIView.animate(
      withDuration: 0.3,
      animations: {
        self.isAnimating = true
        self.layoutAnimatedView()
      },
      completion: { _ in
        self.isAnimating = false
      })
  }
}

@MainActor
@Suite("PinLayout's animation guide: strategies and collision")
struct GuideStrategiesTests {
  private static let strategies: [@MainActor () -> DockingContainer] = [
    NeedsLayoutStrategy.init, LayoutMethodStrategy.init, AnimationStateStrategy.init,
    GuardedStrategy.init,
  ]

  /// The square's x in each frame of one toggle at 60 fps; `duringFrame` runs in each frame.
  private func toggleFrames(
    _ container: DockingContainer, duringFrame: (Int) -> Void = { _ in }
  ) throws -> [CGFloat] {
    let clock = AnimationClock.current
    var xs: [CGFloat] = []
    try clock.run(
      fps: 60, action: container.didTapTogglePosition,
      eachFrame: { frame in
        xs.append(clock.presentationValues(of: container.view).frame.minX)
        duringFrame(frame.index)
      })
    return xs
  }

  @Test("all four strategies produce the same 19 frames, there and back")
  func identicalFrames() throws {
    let expected = (0...18).map { 225 * TimingCurve.easeInEaseOut.value(at: Double($0) / 18) }
    for make in Self.strategies {
      try ViewRuntime.isolated {
        let container = make()
        container.layoutIfNeeded()
        let there = try toggleFrames(container)
        #expect(there.count == 19)
        #expect(zip(there, expected).allSatisfy { isClose($0, $1) })
        #expect(there[9] == 112.5)
        #expect(there.last == 225)
        let back = try toggleFrames(container)
        #expect(zip(back, expected.reversed()).allSatisfy { isClose($0, $1) })
        #expect(back.last == 0)
      }
    }
  }

  @Test("a layout pass mid-animation toward another target makes the view jump; the guard stops it")
  func collision() throws {
    let undisturbed = try ViewRuntime.isolated {
      let container = AnimationStateStrategy()
      container.layoutIfNeeded()
      return try toggleFrames(container)
    }
    for (container, jumps) in [(AnimationStateStrategy(), true), (GuardedStrategy(), false)] {
      try ViewRuntime.isolated {
        container.layoutIfNeeded()
        let xs = try toggleFrames(container) { index in
          if index == 5 { container.frame.size.width = 500 }
        }
        #expect(xs.count == 19)
        for (index, (x, smooth)) in zip(xs, undisturbed).enumerated() {
          #expect(isClose(x, smooth + (jumps && index > 5 ? 125 : 0)), "frame \(index)")
        }
      }
    }
  }
}

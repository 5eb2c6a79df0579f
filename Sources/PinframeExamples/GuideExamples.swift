import Pinframe

// PinLayout's animation guide (docs/animations.md), compiled as written: only the imports
// (`import UIKit`, `import PinLayout`) became `import Pinframe`. Each snippet sits in a
// `UIView` subclass whose `view` is a 150-pt square (`view.pin.size(150)` at initialization,
// as the guide says) in a 375 × 667 pt container; `didTapTogglePosition()` moves it between
// the top-left and top-right corners.

/// One of the guide's example containers: a 150-pt square (`view`) toggled between the
/// top-left and top-right corners of a 375 × 667 pt container.
@preconcurrency @MainActor
public protocol GuideExample: UIView {
  /// The animated square.
  var view: UIView { get }
  /// Moves the square to the other corner, animated over 0.3 s.
  func didTapTogglePosition()
}

@MainActor
func setUp(_ container: UIView, _ view: UIView) {
  container.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
  view.backgroundColor = .systemBlue
  container.addSubview(view)
  view.pin.size(150)
}

/// "Basic strategy: Using `UIView.setNeedsLayout` and `UIView.layoutIfNeeded`".
public final class BasicStrategyView: UIView, GuideExample {
  /// The animated square.
  public let view = UIView()

  /// Creates the container with the square docked top-left.
  public init() {
    super.init(frame: .zero)
    setUp(self, view)
  }

  /// Not supported: always fails.
  public required init?(coder: NSCoder) { nil }

  /// Whether the square is docked on the left.
  public var isViewLeftDocked = true

  /// Docks the square per the state.
  override public func layoutSubviews() {
    super.layoutSubviews()

    if isViewLeftDocked {
      view.pin.top().left()
    } else {
      view.pin.top().right()
    }
  }

  /// Moves the square to the other corner, animated.
  public func didTapTogglePosition() {
    isViewLeftDocked = !isViewLeftDocked

    UIView.animate(withDuration: 0.3) {
      self.setNeedsLayout()
      self.layoutIfNeeded()
    }
  }
}

/// "Using a layout method".
public final class LayoutMethodStrategyView: UIView, GuideExample {
  /// The animated square.
  public let view = UIView()

  /// Creates the container with the square docked top-left.
  public init() {
    super.init(frame: .zero)
    setUp(self, view)
  }

  /// Not supported: always fails.
  public required init?(coder: NSCoder) { nil }

  /// Whether the square is docked on the left.
  public var isViewLeftDocked = true

  /// Docks the square per the state.
  override public func layoutSubviews() {
    super.layoutSubviews()

    layoutAnimatedView()
  }

  private func layoutAnimatedView() {
    if isViewLeftDocked {
      view.pin.top().left()
    } else {
      view.pin.top().right()
    }
  }

  /// Moves the square to the other corner, animated.
  public func didTapTogglePosition() {
    isViewLeftDocked = !isViewLeftDocked

    UIView.animate(withDuration: 0.3) {
      self.layoutAnimatedView()
    }
  }
}

/// "Using an animation state".
public final class AnimationStateStrategyView: UIView, GuideExample {
  /// The animated square.
  public let view = UIView()

  /// Creates the container with the square docked top-left.
  public init() {
    super.init(frame: .zero)
    setUp(self, view)
  }

  /// Not supported: always fails.
  public required init?(coder: NSCoder) { nil }

  /// Where the square is docked.
  public enum AnimationState {
    /// Docked on the left.
    case leftDocked
    /// Docked on the right.
    case rightDocked
  }

  /// Where the square is docked.
  public var animationState = AnimationState.leftDocked

  /// Docks the square per the state.
  override public func layoutSubviews() {
    super.layoutSubviews()

    layoutAnimatedView()
  }

  private func layoutAnimatedView() {
    switch animationState {
    case .leftDocked:
      view.pin.top().left()
    case .rightDocked:
      view.pin.top().right()
    }
  }

  /// Moves the square to the other corner, animated.
  public func didTapTogglePosition() {
    switch animationState {
    case .leftDocked: animationState = .rightDocked
    case .rightDocked: animationState = .leftDocked
    }

    UIView.animate(withDuration: 0.3) {
      self.layoutAnimatedView()
    }
  }
}

/// "Collision between animations and `layoutSubViews()`": the state strategy with the
/// `isAnimating` guard.
public final class GuardedStrategyView: UIView, GuideExample {
  /// The animated square.
  public let view = UIView()

  /// Creates the container with the square docked top-left.
  public init() {
    super.init(frame: .zero)
    setUp(self, view)
  }

  /// Not supported: always fails.
  public required init?(coder: NSCoder) { nil }

  /// Where the square is docked.
  public enum AnimationState {
    /// Docked on the left.
    case leftDocked
    /// Docked on the right.
    case rightDocked
  }

  /// Where the square is docked.
  public var animationState = AnimationState.leftDocked
  /// Whether an animation is running (the guide's guard against layout collisions).
  public var isAnimating = false

  /// Docks the square per the state.
  override public func layoutSubviews() {
    super.layoutSubviews()

    // If an animation of the view is in progress, we don't update animated views position.
    guard !isAnimating else { return }
    layoutAnimatedView()
  }

  private func layoutAnimatedView() {
    switch animationState {
    case .leftDocked:
      view.pin.top().left()
    case .rightDocked:
      view.pin.top().right()
    }
  }

  /// Moves the square to the other corner, animated.
  public func didTapTogglePosition() {
    switch animationState {
    case .leftDocked: animationState = .rightDocked
    case .rightDocked: animationState = .leftDocked
    }

    UIView.animate(
      withDuration: 0.3,
      animations: {
        self.isAnimating = true
        self.layoutAnimatedView()
      },
      completion: { (_) in
        self.isAnimating = false
      })
  }
}

/// The guide's strategies, by name: what the tests, the demo and the snapshots iterate.
public enum GuideStrategy: String, CaseIterable, Sendable {
  /// `setNeedsLayout()` and `layoutIfNeeded()` in the animation block.
  case setNeedsLayout
  /// A private layout method called in the animation block.
  case layoutMethod
  /// An animation-state enum.
  case animationState
  /// The animation-state enum with the `isAnimating` guard against layout collisions.
  case isAnimatingGuard

  /// A new container using this strategy, square docked top-left.
  @preconcurrency @MainActor
  public func makeView() -> any GuideExample {
    switch self {
    case .setNeedsLayout: BasicStrategyView()
    case .layoutMethod: LayoutMethodStrategyView()
    case .animationState: AnimationStateStrategyView()
    case .isAnimatingGuard: GuardedStrategyView()
    }
  }
}

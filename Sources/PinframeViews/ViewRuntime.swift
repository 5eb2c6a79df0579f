import Foundation

/// The world views live in: display scale, the app's layout direction, the views waiting for a
/// layout pass, and the observer (the animation engine) told about property changes.
///
/// UIKit keeps these in singletons (`UIScreen.main`, `UIApplication.shared`, the run loop).
/// Pinframe reads them from ``current``: the runtime of the enclosing `isolated(_:)` call;
/// else, in a test binary that links PinframeTesting, the runtime of the Swift Testing test
/// running (each test has its own, so tests that run in parallel never share a scale, a layout
/// queue, warnings or an animation clock); else ``shared`` (XCTest tests, which run one at a
/// time, the `pinframe` tool, apps).
@preconcurrency @MainActor
public final class ViewRuntime {
  /// The runtime used outside any `isolated(_:)` scope.
  public static let shared = ViewRuntime()

  /// The runtime in effect: the innermost `isolated(_:)` scope's, else the running Swift
  /// Testing test's (in test binaries that link PinframeTesting), else ``shared``.
  public static var current: ViewRuntime {
    scoped ?? shared
  }

  /// The runtime of the innermost ``isolated(_:)`` scope, or `nil` outside one.
  ///
  /// Layout chains and layout requests ask for it. Until a scope has been entered no task can
  /// hold a scoped runtime, so the task-local look-up (a thread-local read and a walk of the
  /// task's values, about 200 instructions) is skipped; `nil` also spares callers retaining
  /// ``shared``.
  package static var scoped: ViewRuntime? {
    @inlinable get { scopeWasEntered ? runtimeOfTask : nil }
  }

  /// Whether an ``isolated(_:)`` scope was ever entered.
  ///
  /// Until then ``Scope/runtime`` is `nil` in every task. Set once, never cleared: tasks a scope
  /// created inherit its runtime and may outlive it. Read in place by ``scoped``'s inlined
  /// getter (each layout chain reads it twice).
  @usableFromInline @exclusivity(unchecked) static var scopeWasEntered = false

  /// The runtime of the current task's innermost ``isolated(_:)`` scope, else the one
  /// ``testRuntimes`` gives the test running in the task.
  @usableFromInline static var runtimeOfTask: ViewRuntime? { Scope.runtime ?? testRuntimes?() }

  /// Gives the Swift Testing test running in the current task its own runtime (`nil` outside
  /// a test), so that tests running in parallel never share views, warnings, traits or time.
  ///
  /// PinframeTesting installs it when a test binary loads; see ``installTestRuntimes(_:)``.
  private static var testRuntimes: (@MainActor () -> ViewRuntime?)?

  /// Makes `runtimes` the source of ``current`` outside ``isolated(_:)`` scopes.
  ///
  /// Called once, when a test binary loads, before any test runs.
  package static func installTestRuntimes(_ runtimes: @escaping @MainActor () -> ViewRuntime?) {
    testRuntimes = runtimes
    scopeWasEntered = true
  }

  /// The display scale in device pixels per point, as `UIScreen.main.scale` (default 1).
  public var scale: CGFloat {
    @inlinable get { storedScale }
    set { storedScale = newValue }
  }

  /// The storage of ``scale``.
  ///
  /// Layout reads it for every view it places: through the inlinable getter other modules load
  /// it without an accessor call or an exclusivity check (the accesses are single reads and
  /// writes on the main actor, so they never overlap).
  @usableFromInline @exclusivity(unchecked) var storedScale: CGFloat

  /// The app-wide layout direction views inherit (default left-to-right).
  ///
  /// This is UIKit's `UIApplication.shared.userInterfaceLayoutDirection`. Every new view reads
  /// it for its traits, without an exclusivity check (single reads and writes on the main actor).
  @exclusivity(unchecked) public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection

  /// The size of the screen in points, as `UIScreen.main.bounds.size`: 390 × 844 (an iPhone 13,
  /// 14 or 16e in portrait) unless a test or a device preset sets it.
  public var screenSize = CGSize(width: 390, height: 844)

  /// The warnings about values views ignored (non-finite geometry, for example), oldest first.
  public internal(set) var warnings: [String] = []

  /// The texts of ``warnings``, to report each once.
  var reportedWarnings: Set<String> = []

  /// Whether ``warnings`` are also printed to standard error (default `true`).
  public var printsWarnings = true

  /// The window ``UIWindow/makeKeyAndVisible()`` was last called on, while it is alive.
  public internal(set) weak var keyWindow: UIWindow?
  /// The windows made key and visible in this runtime, while they are alive, in that order.
  var shownWindows: [WeakView] = []

  /// Told about every change of an animatable property (the animation engine installs itself).
  public var propertyObserver: (any ViewPropertyObserver)? {
    didSet { if propertyObserver != nil { Self.observerWasInstalled = true } }
  }

  /// Whether any runtime was ever given a ``propertyObserver``.
  ///
  /// Until then property setters skip looking up the current runtime. Set once, never cleared.
  @exclusivity(unchecked) static private(set) var observerWasInstalled = false

  /// Extra state that later layers attach to the runtime, keyed by their type.
  public var attachments: [ObjectIdentifier: AnyObject] = [:]

  private var pendingLayoutRoots: [WeakView] = []

  /// Creates a runtime with scale 1 and a left-to-right layout direction.
  public init(
    scale: CGFloat = 1, userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) {
    storedScale = scale
    self.userInterfaceLayoutDirection = userInterfaceLayoutDirection
  }

  /// Runs `body` with `runtime` (a fresh one by default) as ``current``.
  public static func isolated<Result>(
    _ runtime: ViewRuntime = ViewRuntime(), _ body: () throws -> Result
  ) rethrows -> Result {
    scopeWasEntered = true
    return try Scope.$runtime.withValue(runtime, operation: body)
  }

  /// Runs `body` with `runtime` (a fresh one by default) as ``current``, for async code.
  public static func isolated<Result>(
    _ runtime: ViewRuntime = ViewRuntime(), _ body: () async throws -> Result
  ) async rethrows -> Result {
    scopeWasEntered = true
    return try await Scope.$runtime.withValue(runtime, operation: body)
  }

  /// Lays out every view hierarchy that asked for layout (`setNeedsLayout()`), roots in the
  /// order they asked, parents before children, as the run loop's layout pass does.
  public func layoutPendingViews() {
    while !pendingLayoutRoots.isEmpty {
      let entry = pendingLayoutRoots.removeFirst()
      entry.view?.layoutQueue = nil
      entry.view?.rootView.layoutIfNeeded()
    }
  }

  /// Whether some view hierarchy waits for a layout pass.
  public var hasPendingLayout: Bool {
    pendingLayoutRoots.contains { $0.view?.rootView.needsLayoutInSubtree ?? false }
  }

  func registerPendingLayout(_ view: View) {
    let root = view.unretainedRoot
    let queue = ObjectIdentifier(self)
    guard root.takeUnretainedValue().layoutQueue != queue else { return }
    let rootView = root.takeUnretainedValue()
    rootView.layoutQueue = queue
    pendingLayoutRoots.append(WeakView(view: rootView))
  }
}

/// Receives changes of animatable view properties; the animation engine implements it.
@preconcurrency @MainActor
public protocol ViewPropertyObserver: AnyObject {
  /// Called after `property` of `view` changed; `old` holds the values before the change.
  func view(_ view: View, didChange property: AnimatableProperty, from old: AnimatableValues)
}

/// The app-wide direction in which views lay out, as `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Sendable, Hashable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft
}

struct WeakView {
  weak var view: View?
}

private enum Scope {
  @TaskLocal static var runtime: ViewRuntime?
}

import Foundation

/// A recognizer of touches on a view that runs target methods when it recognizes its gesture,
/// as UIKit's `UIGestureRecognizer`.
///
/// Nothing is touched on Linux: ``sendActions()`` is the gesture (a test's tap). Targets are
/// methods passed as unapplied references, `UITapGestureRecognizer(target: self, action:
/// FormView.didTap)`, because Linux has no `Selector`; the recognizer does not keep its targets
/// alive, as in UIKit.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// A recognizer's state, with UIKit's raw values.
  public enum State: Int, Sendable, Hashable {
    /// Waiting for its gesture (the resting state).
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended (a discrete gesture is recognized).
    case ended = 3
    /// The gesture was cancelled.
    case cancelled = 4
    /// The gesture failed.
    case failed = 5

    /// A discrete gesture's recognized state, `.ended`.
    public static let recognized = State.ended
  }

  /// One target method: `invoke` returns `false` once the target is gone.
  private struct Entry {
    let target: ObjectIdentifier
    let invoke: @MainActor (UIGestureRecognizer) -> Bool
  }

  private var entries: [Entry] = []

  /// The view the recognizer is attached to (`addGestureRecognizer`), if any.
  public internal(set) weak var view: View?
  /// The recognizer's state: `.possible` except while its actions run.
  public private(set) var state = State.possible
  /// Whether the recognizer recognizes anything: a disabled one runs no action.
  open var isEnabled = true
  /// Whether a recognized gesture cancels the view's touches (stored).
  open var cancelsTouchesInView = true
  /// Whether touches reach the view only after the gesture failed (stored).
  open var delaysTouchesBegan = false
  /// Whether touch ends reach the view only after the gesture failed (stored).
  open var delaysTouchesEnded = true
  /// A name for debugging.
  open var name: String?

  /// A recognizer without targets.
  public init() {}

  /// A recognizer that runs `target`'s `action`: `UITapGestureRecognizer(target: self, action:
  /// FormView.didTap)`, the Linux form of `action: #selector(didTap)`.
  public convenience init<Target: AnyObject>(
    target: Target?, action: ((Target) -> () -> Void)?
  ) {
    self.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// A recognizer that runs `target`'s `action`, which takes the recognizer, as
  /// `@objc func didTap(_ sender: UITapGestureRecognizer)`.
  ///
  /// The method runs only when the recognizer is a `Sender`.
  public convenience init<Target: AnyObject, Sender>(
    target: Target?, action: ((Target) -> (Sender) -> Void)?
  ) {
    self.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds a method of `target` to run when the gesture is recognized.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    add(target) { target, _ in action(target)() }
  }

  /// Adds a method of `target` that takes the recognizer (when it is a `Sender`).
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    add(target) { target, recognizer in
      if let sender = recognizer as? Sender { action(target)(sender) }
    }
  }

  /// Removes every method of `target` (every target, when `nil`), as UIKit's
  /// `removeTarget(_:action:)` with a `nil` action.
  public func removeTarget(_ target: AnyObject?, action: Never? = nil) {
    guard let target else { return entries.removeAll() }
    let identifier = ObjectIdentifier(target)
    entries.removeAll { $0.target == identifier }
  }

  /// Recognizes the gesture, as a touch would on iOS: this is how tests tap a view.
  ///
  /// While enabled, the state is ``State/recognized`` and every target method runs once, in
  /// the order added, then the state is back to ``State/possible``; a disabled recognizer does
  /// nothing.
  public func sendActions() {
    guard isEnabled else { return }
    state = .recognized
    for entry in entries { _ = entry.invoke(self) }
    state = .possible
  }

  /// Adds an entry whose `call` gets the target (while it lives) and the recognizer.
  private func add<Target: AnyObject>(
    _ target: Target, call: @escaping @MainActor (Target, UIGestureRecognizer) -> Void
  ) {
    let invoke: @MainActor (UIGestureRecognizer) -> Bool = { [weak target] recognizer in
      guard let target else { return false }
      call(target, recognizer)
      return true
    }
    entries.append(Entry(target: ObjectIdentifier(target), invoke: invoke))
  }
}

import Foundation

/// One registration of a control: an action or a target's method, and the events it is for.
struct ControlDispatchEntry {
  /// What runs.
  enum Handler {
    /// A ``UIAction``.
    case action(UIAction)
    /// A method of a target the control does not keep alive; `invoke` returns `false` once the
    /// target is gone.
    case target(ObjectIdentifier, invoke: @MainActor (UIControl) -> Bool)
  }

  var handler: Handler
  var events: UIControl.Event
}

extension UIControl {
  /// Runs `action` for `events`; an action with the same identifier already added is replaced
  /// in place (where it was in the order), and also runs for `events` from now on.
  public func addAction(_ action: UIAction, for events: Event) {
    if let index = indexOfAction(identifiedBy: action.identifier) {
      dispatchTable[index].handler = .action(action)
      dispatchTable[index].events.formUnion(events)
    } else {
      dispatchTable.append(ControlDispatchEntry(handler: .action(action), events: events))
    }
  }

  /// Stops running `action` (matched by identifier) for `events`.
  public func removeAction(_ action: UIAction, for events: Event) {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  /// Stops running the action `identifier` for `events`; it goes once no event is left.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
    guard let index = indexOfAction(identifiedBy: identifier) else { return }
    dispatchTable[index].events.subtract(events)
    if dispatchTable[index].events.isEmpty { dispatchTable.remove(at: index) }
  }

  /// The action added with `identifier`, if any.
  public func action(identifiedBy identifier: UIAction.Identifier) -> UIAction? {
    indexOfAction(identifiedBy: identifier).flatMap { index in
      guard case .action(let action) = dispatchTable[index].handler else { return nil }
      return action
    }
  }

  /// Every event some action or target is registered for.
  public var allControlEvents: Event {
    dispatchTable.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Runs a method of `target` for `events`, the Linux form of
  /// `addTarget(self, action: #selector(didTap), for: .touchUpInside)`: pass the method itself,
  /// `addTarget(self, action: ViewController.didTap, for: .touchUpInside)`.
  ///
  /// Swift on Linux has no Objective-C runtime, so there is no `Selector`; an unapplied method
  /// reference names the method instead. The control does not keep `target` alive, as in UIKit:
  /// once it is gone the entry is skipped. Adding the same target twice for the same events
  /// runs it twice (closures cannot be compared).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
  ) {
    addTarget(target, for: events) { target, _ in action(target)() }
  }

  /// Runs a method of `target` that takes the sender for `events`, as
  /// `@objc func didTap(_ sender: UIButton)`: `addTarget(self, action: ViewController.didTap,
  /// for: .touchUpInside)`.
  ///
  /// The method runs only when the control is a `Sender` (for `UIButton`, `UIControl` or `Any`).
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
  ) {
    addTarget(target, for: events) { target, control in
      if let sender = control as? Sender { action(target)(sender) }
    }
  }

  /// Stops every method of `target` (every target, when `nil`) for `events`, as UIKit's
  /// `removeTarget(_:action:for:)` with a `nil` action; entries with no event left go.
  public func removeTarget(_ target: AnyObject?, action: Never? = nil, for events: Event) {
    let identifier = target.map(ObjectIdentifier.init)
    for index in dispatchTable.indices.reversed() {
      guard case .target(let id, _) = dispatchTable[index].handler,
        identifier == nil || identifier == id
      else { continue }
      dispatchTable[index].events.subtract(events)
      if dispatchTable[index].events.isEmpty { dispatchTable.remove(at: index) }
    }
  }

  /// Runs every action and target method registered for any of `events`, each once, in the
  /// order they were added: this is how tests tap a control.
  ///
  /// The control's primary event (a button's `.touchUpInside`, a switch's, segmented
  /// control's, slider's or stepper's `.valueChanged`) also sends `.primaryActionTriggered`.
  /// Actions run whether the control is enabled or not, as UIKit's `sendActions(for:)` does.
  public func sendActions(for events: Event) {
    var sent = events
    if !events.isDisjoint(with: primaryActionEvent) { sent.insert(.primaryActionTriggered) }
    let entries = dispatchTable.filter { !$0.events.isDisjoint(with: sent) }
    for entry in entries {
      switch entry.handler {
      case .action(let action): action.perform(sender: self)
      case .target(_, let invoke): _ = invoke(self)
      }
    }
  }

  /// Runs `action`'s handler with this control as its sender, as UIKit's `sendAction(_:)`.
  public func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Adds a target entry whose `call` gets the target (while it lives) and the control.
  private func addTarget<Target: AnyObject>(
    _ target: Target, for events: Event, call: @escaping @MainActor (Target, UIControl) -> Void
  ) {
    let invoke: @MainActor (UIControl) -> Bool = { [weak target] control in
      guard let target else { return false }
      call(target, control)
      return true
    }
    dispatchTable.append(
      ControlDispatchEntry(
        handler: .target(ObjectIdentifier(target), invoke: invoke), events: events))
  }

  private func indexOfAction(identifiedBy identifier: UIAction.Identifier) -> Int? {
    dispatchTable.firstIndex {
      if case .action(let action) = $0.handler { action.identifier == identifier } else { false }
    }
  }
}

import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UIControl states and raw values")
struct UIControlStateTests {
  @Test("State, Event and the content alignments have UIKit's raw values")
  func rawValues() {
    let states: [(UIControl.State, UInt)] = [
      (.normal, 0), (.highlighted, 1), (.disabled, 2), (.selected, 4), (.focused, 8),
      (.application, 0x00FF_0000), (.reserved, 0xFF00_0000),
    ]
    for (state, raw) in states { #expect(state.rawValue == raw) }
    let events: [(UIControl.Event, UInt)] = [
      (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
      (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
      (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192),
      (.menuActionTriggered, 16384), (.editingDidBegin, 65536), (.editingChanged, 131072),
      (.editingDidEnd, 262144), (.editingDidEndOnExit, 524288), (.allTouchEvents, 0xFFF),
      (.allEditingEvents, 0xF0000), (.applicationReserved, 0x0F00_0000),
      (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
    ]
    for (event, raw) in events { #expect(event.rawValue == raw) }
    #expect(
      [.center, .left, .right, .fill, .leading, .trailing].map {
        (alignment: UIControl.ContentHorizontalAlignment) in alignment.rawValue
      } == [0, 1, 2, 3, 4, 5])
    #expect(
      [.center, .top, .bottom, .fill].map {
        (alignment: UIControl.ContentVerticalAlignment) in alignment.rawValue
      } == [0, 1, 2, 3])
  }

  @Test("state combines the highlighted, disabled and selected flags")
  func stateCombines() {
    let control = UIControl(frame: .zero)
    #expect(control.state == .normal)
    control.isHighlighted = true
    control.isSelected = true
    #expect(control.state == [.highlighted, .selected])
    control.isEnabled = false
    #expect(control.state.rawValue == 7)
    control.isHighlighted = false
    #expect(control.state == [.disabled, .selected])
  }

  @Test("leading and trailing alignments resolve by the layout direction")
  func effectiveAlignment() {
    let control = UIControl(frame: .zero)
    #expect(control.contentHorizontalAlignment == .center)
    #expect(control.contentVerticalAlignment == .center)
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.semanticContentAttribute = .forceRightToLeft
    #expect(control.effectiveContentHorizontalAlignment == .right)
    control.contentHorizontalAlignment = .trailing
    #expect(control.effectiveContentHorizontalAlignment == .left)
  }
}

@MainActor
@Suite("UIControl actions")
struct UIControlActionTests {
  @Test("actions and target methods run in the order they were added, each once")
  func dispatchOrder() {
    let log = CallLog()
    let button = UIButton(type: .system)
    button.setTitle("OK", for: .normal)
    button.addAction(UIAction { _ in log.calls.append("first") }, for: .touchUpInside)
    button.addTarget(log, action: CallLog.tapped(by:), for: .touchUpInside)
    button.addAction(
      UIAction { _ in log.calls.append("both") }, for: [.touchUpInside, .primaryActionTriggered])
    button.addAction(UIAction { _ in log.calls.append("value") }, for: .valueChanged)
    button.addTarget(log, action: CallLog.tapped as (CallLog) -> () -> Void, for: .touchDown)
    button.sendActions(for: .touchUpInside)
    #expect(log.calls == ["first", "tapped by OK", "both"])
    #expect(log.senders == [ObjectIdentifier(button)])
    button.sendActions(for: .touchDown)
    #expect(log.calls.last == "tapped")
  }

  @Test("a button's touchUpInside also sends primaryActionTriggered; a switch's valueChanged")
  func primaryAction() {
    var calls: [String] = []
    let button = UIButton(
      frame: .zero, primaryAction: UIAction(title: "Go") { _ in calls.append("button") })
    #expect(button.allControlEvents == .primaryActionTriggered)
    #expect(button.title(for: .normal) == "Go")
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)
    let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in calls.append("switch") })
    toggle.sendActions(for: .touchUpInside)
    toggle.sendActions(for: .valueChanged)
    #expect(calls == ["button", "switch"])
  }

  @Test("an action with an identifier already added replaces it in place")
  func replacement() {
    var calls: [String] = []
    let control = UIControl(frame: .zero)
    let id = UIAction.Identifier("save")
    control.addAction(UIAction(identifier: id) { _ in calls.append("old") }, for: .touchUpInside)
    control.addAction(UIAction { _ in calls.append("other") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: id) { _ in calls.append("new") }, for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(calls == ["new", "other", "new"])
    #expect(control.action(identifiedBy: id)?.identifier == id)
  }

  @Test("removing an action for some events keeps it for the others")
  func removal() {
    var calls = 0
    let control = UIControl(frame: .zero)
    let action = UIAction { _ in calls += 1 }
    control.addAction(action, for: [.touchUpInside, .valueChanged])
    control.removeAction(action, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(calls == 0)
    control.sendActions(for: .valueChanged)
    #expect(calls == 1)
    control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
    #expect(control.allControlEvents.isEmpty)
    #expect(control.action(identifiedBy: action.identifier) == nil)
  }

  @Test("actions without an identifier get distinct ones; the sender is set while running")
  func identifiersAndSender() {
    let first = UIAction { _ in }
    let second = UIAction { _ in }
    #expect(first.identifier != second.identifier)
    let control = UIControl(frame: .zero)
    var sender: Any?
    let action = UIAction { action in sender = action.sender }
    control.addAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect((sender as? UIControl) === control)
    #expect(action.sender == nil)
  }

  @Test("targets are not kept alive; removeTarget stops their methods")
  func targets() {
    let control = UIControl(frame: .zero)
    var log: CallLog? = CallLog()
    weak let weakLog = log
    if let log { control.addTarget(log, action: CallLog.changed, for: .valueChanged) }
    log = nil
    #expect(weakLog == nil)
    control.sendActions(for: .valueChanged)
    let kept = CallLog()
    control.addTarget(kept, action: CallLog.changed, for: [.valueChanged, .touchDown])
    control.removeTarget(kept, action: nil, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .touchDown)
    #expect(kept.calls == ["changed"])
    control.removeTarget(nil, action: nil, for: .allEvents)
    #expect(control.allControlEvents.isEmpty)
  }

  @Test("a sender-typed method runs only for controls of that type")
  func senderType() {
    let log = CallLog()
    let toggle = UISwitch()
    toggle.addTarget(log, action: CallLog.tapped(by:), for: .valueChanged)
    toggle.sendActions(for: .valueChanged)
    #expect(log.calls.isEmpty)
  }
}

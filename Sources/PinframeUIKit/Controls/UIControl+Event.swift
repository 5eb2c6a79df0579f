extension UIControl {
  /// The events a control sends actions for, as UIKit's `UIControl.Event`, with its raw values.
  public struct Event: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt

    /// An event from its raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger touched down (1 << 0).
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down, such as a double tap (1 << 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside the control (1 << 2).
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged outside the control (1 << 3).
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control (1 << 4).
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control (1 << 5).
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside the control: a tap (1 << 6).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control (1 << 7).
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch was cancelled (1 << 8).
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed: a switch flipped, a segment picked, a slider moved (1 << 12).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action: a button's tap, a switch's or segmented control's change
    /// (1 << 13).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu sent an action (1 << 14).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// A text field began editing (1 << 16).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed (1 << 17).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field ended editing (1 << 18).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// A text field ended editing with the return key (1 << 19).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event (0x00000FFF).
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event (0x000F0000).
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Bits an app may use for events of its own (0x0F000000).
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Bits UIKit keeps for itself (0xF0000000).
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event (0xFFFFFFFF).
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}

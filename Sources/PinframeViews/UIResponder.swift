import Foundation

/// UIKit's `UIResponder`, here for the names it holds: the keyboard notifications and the keys
/// of their `userInfo`, so that code observing the keyboard compiles.
///
/// Pinframe has no event delivery and no on-screen keyboard: views and controllers are not
/// responders (the first-responder methods are on `View`, and text fields and text views
/// implement them), and nothing posts these notifications unless a test does.
@preconcurrency @MainActor
open class UIResponder {
  /// An empty responder.
  public init() {}

  /// Posted before the keyboard appears ("UIKeyboardWillShowNotification").
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared ("UIKeyboardDidShowNotification").
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard disappears ("UIKeyboardWillHideNotification").
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard disappeared ("UIKeyboardDidHideNotification").
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes ("UIKeyboardWillChangeFrameNotification").
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed ("UIKeyboardDidChangeFrameNotification").
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The `userInfo` key of the keyboard's start frame, an `NSValue` of a `CGRect` in screen
  /// coordinates.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The `userInfo` key of the keyboard's end frame, an `NSValue` of a `CGRect` in screen
  /// coordinates (read it with `cgRectValue`).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The `userInfo` key of the animation's duration in seconds, an `NSNumber`.
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The `userInfo` key of the animation's curve, an `NSNumber` of a `UIView.AnimationCurve`.
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// The `userInfo` key of whether the keyboard belongs to this app, an `NSNumber` of a `Bool`.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

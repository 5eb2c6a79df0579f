import Foundation
import PinframeGraphics
import PinframeViews
import Testing

/// A view that edits: it becomes the first responder and can refuse to resign.
@MainActor
private final class EditingView: View {
  var editing = false
  var refusesToResign = false

  override var isFirstResponder: Bool { editing }
  override var canBecomeFirstResponder: Bool { true }

  override func becomeFirstResponder() -> Bool {
    editing = true
    return true
  }

  override func resignFirstResponder() -> Bool {
    guard !refusesToResign else { return false }
    editing = false
    return true
  }
}

@MainActor
@Suite("Responders, editing and the keyboard")
struct ResponderTests {
  @Test("a plain view is no responder: it cannot become one, resigning succeeds")
  func plainView() {
    let view = View()
    #expect(!view.isFirstResponder)
    #expect(!view.canBecomeFirstResponder)
    #expect(!view.becomeFirstResponder())
    #expect(view.resignFirstResponder())
  }

  @Test("endEditing asks the first responder of the subtree to resign")
  func endEditing() {
    let root = View()
    let container = View()
    let field = EditingView()
    root.addSubview(container)
    container.addSubview(field)
    #expect(root.endEditing(true))
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    field.refusesToResign = true
    #expect(!root.endEditing(false))
    #expect(field.isFirstResponder)
    field.refusesToResign = false
    #expect(root.endEditing(true))
    #expect(!field.isFirstResponder)
  }

  @Test("UIResponder's keyboard notification names and userInfo keys are UIKit's strings")
  func keyboardNames() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardDidShowNotification.rawValue == "UIKeyboardDidShowNotification")
    #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
    #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
    #expect(
      UIResponder.keyboardWillChangeFrameNotification.rawValue
        == "UIKeyboardWillChangeFrameNotification")
    #expect(
      UIResponder.keyboardDidChangeFrameNotification.rawValue
        == "UIKeyboardDidChangeFrameNotification")
    #expect(UIResponder.keyboardFrameBeginUserInfoKey == "UIKeyboardFrameBeginUserInfoKey")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    #expect(
      UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
    #expect(
      UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
    #expect(UIResponder.keyboardIsLocalUserInfoKey == "UIKeyboardIsLocalUserInfoKey")
  }

  @Test("keyboardLayoutGuide: the bottom safe-area strip, as a hidden keyboard's guide")
  func keyboardLayoutGuide() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    #expect(root.keyboardLayoutGuide.identifier == "UIViewKeyboardLayoutGuide")
    root.bounds.origin = CGPoint(x: 0, y: 100)
    #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 910, width: 390, height: 34))
  }
}

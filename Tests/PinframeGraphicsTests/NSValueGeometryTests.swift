import Foundation
import PinframeGraphics
import Testing

@Suite("NSValue geometry")
struct NSValueGeometryTests {
  @Test("cgRect, cgPoint and cgSize values round-trip, also through a userInfo dictionary")
  func roundTrip() {
    let rect = CGRect(x: 0, y: 544, width: 390, height: 300)
    let userInfo: [AnyHashable: Any] = ["UIKeyboardFrameEndUserInfoKey": NSValue(cgRect: rect)]
    #expect((userInfo["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.cgRectValue == rect)
    #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
  }
}

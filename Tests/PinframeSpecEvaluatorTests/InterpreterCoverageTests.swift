import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import Testing

@Suite("Chain interpreter coverage")
@MainActor
struct InterpreterCoverageTests {
  /// A sample value of each kind of parameter, naming the view `other`.
  static func sample(_ kind: ArgumentKind) -> PinValue {
    switch kind {
    case .number: .number(10)
    case .percent: .percent(10)
    case .insets:
      .insets(PinValue.Insets(source: .literal(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))))
    case .directionalInsets:
      .directionalInsets(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    case .size: .size(CGSize(width: 10, height: 20))
    case .view: .view("other")
    case .views: .views(PinValue.ViewList(ids: ["other"], visibleOnly: true))
    case .horizontalEdge: .edge(view: "other", .right)
    case .verticalEdge: .edge(view: "other", .bottom)
    case .anchor: .anchor(view: "other", .bottomRight)
    case .horizontalAlign: .horizontalAlign(.center)
    case .verticalAlign: .verticalAlign(.center)
    case .fitType: .fitType(.width)
    case .wrapType: .wrapType(.all)
    case .verticalFallback: .verticalFallback(.top)
    case .horizontalFallback: .horizontalFallback(.end)
    }
  }

  /// A spec whose view `subject` runs one call with sample arguments, next to `other`.
  static func spec(calling signature: PinSignature) -> LayoutSpec {
    let call = PinCall(
      signature: signature, arguments: signature.parameters.map { sample($0.kind) },
      position: SourcePosition(offset: 0, line: 1, column: 1))
    let chain = PinChain(
      text: signature.selector, usesFrame: false, calls: [call], path: JSONPath.root)
    let other = ViewSpec(
      id: "other", properties: ViewProperties(frame: CGRect(x: 10, y: 10, width: 50, height: 50)),
      children: [], path: .root)
    let subject = ViewSpec(
      id: "subject", properties: ViewProperties(pin: chain), children: [], path: .root)
    let canvas = CanvasSpec(
      width: 300, height: 300, scale: 1, background: .white, safeArea: .zero)
    return LayoutSpec(file: "coverage", canvas: canvas, views: [other, subject], animation: nil)
  }

  @Test(
    "every overload of the vocabulary has a PinLayout method",
    arguments: PinVocabulary.allSignatures)
  func everyOverloadApplies(signature: PinSignature) throws {
    let scene = SpecScene(spec: Self.spec(calling: signature))
    try scene.layout()
  }
}

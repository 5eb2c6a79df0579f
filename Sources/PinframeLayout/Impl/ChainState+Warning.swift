import Foundation
import PinframeViews

extension ChainState {
  /// Warns `"{call} won't be applied, {reason}"`.
  func warnWontBeApplied(_ reason: String, _ context: Context) {
    guard configuration.logWarnings else { return }
    warn("\(describe(context)) won't be applied, \(reason)")
  }

  /// Warns that a rule was dropped because its slot already holds another value.
  func warnPropertyAlreadySet(_ value: CGFloat, _ context: Context) {
    guard configuration.logWarnings else { return }
    emit(
      "PinLayout Conflict: \(describe(context)) won't be applied since it value has already been "
        + "set to \(value).")
  }

  /// Warns that a rule was dropped because it conflicts with another, already set one.
  func warnConflict(_ context: Context, _ property: String, _ value: CGFloat) {
    guard configuration.logWarnings else { return }
    emit(
      "PinLayout Conflict: \(describe(context)) won't be applied since it conflicts with the "
        + "following already set properties:\n \(property): \(value)")
  }

  /// Warns that a rule was dropped because it conflicts with another call (`sizeToFit()`).
  func warnConflict(_ context: Context, with call: String) {
    guard configuration.logWarnings else { return }
    emit(
      "PinLayout Conflict: \(describe(context)) won't be applied since it conflicts with \(call).")
  }

  /// Warns `"PinLayout Warning: {text}"`.
  func warn(_ text: String) {
    guard configuration.logWarnings else { return }
    emit("PinLayout Warning: \(text)")
  }

  /// Records a warning: the last warning text, and either the collecting `Pin.collectWarnings`
  /// call or the console.
  func emit(_ text: String) {
    let configuration = configuration
    guard configuration.logWarnings else { return }
    configuration.lastWarningText = text
    if configuration.collectedWarnings != nil {
      configuration.collectedWarnings?.append(text)
    } else {
      print(consoleText(text))
    }
  }

  func describe(_ context: Context) -> String {
    context.text(keepTransform: keepTransform)
  }

  /// The warning as PinLayout prints it: the text, then the layouted view's type, frame,
  /// superview chain and debug description.
  func consoleText(_ text: String) -> String {
    let rect = view.pinRect(keepTransform: keepTransform)
    let frame = [rect.minX, rect.minY, rect.width, rect.height].map(Self.consoleNumber)
    var result =
      "\n👉 \(text)\n(Layouted view info: Type: \(type(of: view)), Frame: x: \(frame[0]), "
      + "y: \(frame[1]), width: \(frame[2]), height: \(frame[3]))"
    var superviews: [String] = []
    var ancestor = view.superview
    while let current = ancestor {
      superviews.insert("\(type(of: current))", at: 0)
      ancestor = current.superview
    }
    if !superviews.isEmpty {
      result += ", Superviews: \(superviews.joined(separator: " -> "))"
    }
    return result + ", Debug description: \(view.debugDescription))\n"
  }

  /// A number as PinLayout's console formatter prints it: Float precision, at most three
  /// decimals, thousands grouped with commas.
  private static func consoleNumber(_ value: CGFloat) -> String {
    let single = Double(Float(value))
    guard single.isFinite else { return "\(single)" }
    let thousandths = (abs(single) * 1000).rounded()
    var integer = String(Int((thousandths / 1000).rounded(.down)))
    var grouped = ""
    while integer.count > 3 {
      grouped = "," + integer.suffix(3) + grouped
      integer.removeLast(3)
    }
    let fraction = Int(thousandths.truncatingRemainder(dividingBy: 1000))
    var decimals = fraction == 0 ? "" : "." + String(String(fraction + 1000).dropFirst())
    while decimals.hasSuffix("0") { decimals.removeLast() }
    return (single < 0 && thousandths != 0 ? "-" : "") + integer + grouped + decimals
  }
}

import Pinframe

/// The hidden-view fallback of PinLayout pull request #256: red, blue and green 100-pt squares
/// stacked with `topIfNotBelow(of: visible([…]))`, each `marginTop(12)` below the previous
/// visible one, or 12 pt below the top when all views above it are hidden.
public final class FallbackExampleView: UIView {
  /// The first square.
  public let red = UIView()
  /// The second square.
  public let blue = UIView()
  /// The third square.
  public let green = UIView()

  /// Creates the example on a 240 × 360 pt white canvas with the squares hidden as given.
  public init(redHidden: Bool = false, blueHidden: Bool = false, greenHidden: Bool = false) {
    super.init(frame: CGRect(x: 0, y: 0, width: 240, height: 360))
    backgroundColor = .white
    for (view, color, hidden, name) in [
      (red, UIColor.systemRed, redHidden, "red"), (blue, .systemBlue, blueHidden, "blue"),
      (green, .systemGreen, greenHidden, "green"),
    ] {
      view.backgroundColor = color
      view.isHidden = hidden
      view.debugName = name
      addSubview(view)
    }
  }

  /// Not supported: always fails.
  public required init?(coder: NSCoder) { nil }

  /// Stacks the visible squares.
  override public func layoutSubviews() {
    super.layoutSubviews()
    red.pin.top().size(100).hCenter().marginTop(12)
    blue.pin.topIfNotBelow(of: visible([red])).size(100).hCenter().marginTop(12)
    green.pin.topIfNotBelow(of: visible([red, blue])).size(100).hCenter().marginTop(12)
  }

  /// The eight hidden/visible combinations, named like `red-hidden_blue-visible_green-visible`.
  nonisolated public static var combinations: [(name: String, red: Bool, blue: Bool, green: Bool)] {
    (0..<8).map { bits in
      let hidden = (red: bits & 4 != 0, blue: bits & 2 != 0, green: bits & 1 != 0)
      let name = [("red", hidden.red), ("blue", hidden.blue), ("green", hidden.green)]
        .map { "\($0.0)-\($0.1 ? "hidden" : "visible")" }.joined(separator: "_")
      return (name, hidden.red, hidden.blue, hidden.green)
    }
  }
}

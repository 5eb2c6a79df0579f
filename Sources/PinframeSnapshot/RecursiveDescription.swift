import Foundation
import Pinframe

/// The text of the `.recursiveDescription` strategies: UIKit's `recursiveDescription` format
/// with the memory addresses left out (as swift-snapshot-testing purges them), so that
/// references read like the ones recorded on iOS.
///
/// One line per view, children below their parent with `   | ` per level of depth:
///
/// ```text
/// <UIView; frame = (0 0; 320 568); layer = <CALayer>>
///    | <UILabel; frame = (16 20; 288 36); text = 'What's the point?'; userInteractionEnabled = NO; layer = <CALayer>>
/// ```
///
/// Each line holds, in this order: the class (`UIView` for a plain `View`); `frame = (x y; w
/// h)`; `transform = [a, b, c, d, tx, ty]` when not the identity; what the view shows
/// (`View/contentAttributes` as `name = value`, such as a label's text); `clipsToBounds = YES`;
/// `hidden = YES`; `alpha = …` when not 1; `opaque = NO`; `userInteractionEnabled = NO`;
/// `tag = …` when not 0; `backgroundColor = UIExtendedSRGBColorSpace r g b a` when set; and
/// `layer = <CALayer>`. Numbers have at most 6 significant digits (`161.333`, `7.33333`) and
/// no decimal point when whole.
public enum RecursiveDescription {
  /// The description of `view` and its subviews (the view is not laid out here).
  @preconcurrency @MainActor
  public static func text(of view: View) -> String {
    var lines: [String] = []
    var pending: [(view: View, depth: Int)] = [(view, 0)]
    while let (view, depth) = pending.popLast() {
      lines.append(String(repeating: "   | ", count: depth) + line(view))
      pending += view.subviews.reversed().map { ($0, depth + 1) }
    }
    return lines.joined(separator: "\n")
  }

  @MainActor
  private static func line(_ view: View) -> String {
    let name = String(describing: type(of: view))
    let f = view.frame
    var parts = [
      "<" + name,
      "frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))",
    ]
    let t = view.transform
    if !t.isIdentity {
      parts.append(
        "transform = [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
      )
    }
    parts += view.contentAttributes.map { "\($0.name) = \($0.value)" }
    if view.clipsToBounds { parts.append("clipsToBounds = YES") }
    if view.isHidden { parts.append("hidden = YES") }
    if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
    if !view.isOpaque { parts.append("opaque = NO") }
    if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    if view.tag != 0 { parts.append("tag = \(view.tag)") }
    if let color = view.backgroundColor?.cgColor {
      let components = [color.red, color.green, color.blue, color.alpha].map { number(CGFloat($0)) }
      parts.append(
        "backgroundColor = UIExtendedSRGBColorSpace " + components.joined(separator: " "))
    }
    parts.append("layer = <CALayer>")
    return parts.joined(separator: "; ") + ">"
  }

  /// A number as UIKit prints it: `%g`, at most 6 significant digits, `0` for negative zero.
  static func number(_ value: CGFloat) -> String {
    let text = String(format: "%g", Double(value))
    return text == "-0" ? "0" : text
  }
}

extension Snapshotting where Value: View, Format == String {
  /// The view's ``RecursiveDescription`` (the view laid out first), compared line by line.
  @preconcurrency @MainActor
  public static var recursiveDescription: Snapshotting<Value, String> {
    recursiveDescription()
  }

  /// The view's ``RecursiveDescription`` with a size and traits for the snapshot, compared line
  /// by line.
  ///
  /// - Parameters:
  ///   - size: The size the view takes (its frame is restored afterwards).
  ///   - traits: Traits laid over the view's (restored afterwards).
  @preconcurrency @MainActor
  public static func recursiveDescription(
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<Value, String> {
    described(ViewSnapshotSettings(config: nil, size: size, traits: traits, scale: nil))
  }

  /// The view's ``RecursiveDescription`` full screen on a device, compared line by line.
  ///
  /// - Parameters:
  ///   - config: The device.
  ///   - size: A screen size instead of the device's.
  ///   - traits: Traits laid over the device's.
  @preconcurrency @MainActor
  public static func recursiveDescription(
    on config: ViewImageConfig, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<Value, String> {
    described(ViewSnapshotSettings(config: config, size: size, traits: traits, scale: nil))
  }

  private static func described(_ settings: ViewSnapshotSettings) -> Snapshotting<Value, String> {
    SimplySnapshotting.lines.pullback { view in
      settings.prepared(view) { RecursiveDescription.text(of: view) }
    }
  }
}

extension Snapshotting where Value: UIViewController, Format == String {
  /// The ``RecursiveDescription`` of the controller's view, shown in a window the size of its
  /// view (or the screen), compared line by line.
  @preconcurrency @MainActor
  public static var recursiveDescription: Snapshotting<Value, String> {
    recursiveDescription()
  }

  /// The ``RecursiveDescription`` of the controller's view shown on a device, compared line
  /// by line.
  ///
  /// - Parameters:
  ///   - config: The device (none by default: a window the size of the view or the screen).
  ///   - size: A screen size instead of the device's.
  ///   - traits: Traits laid over the device's.
  @preconcurrency @MainActor
  public static func recursiveDescription(
    on config: ViewImageConfig? = nil, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<Value, String> {
    let settings = ViewSnapshotSettings(config: config, size: size, traits: traits, scale: nil)
    return SimplySnapshotting.lines.pullback { controller in
      settings.prepared(controller) { RecursiveDescription.text(of: controller.view) }
    }
  }
}

extension Snapshotting where Value: UIViewController, Format == String {
  /// The controller tree in UIKit's `_printHierarchy` format.
  ///
  /// One line per controller with its appearance state and its view's class, children below
  /// their parent after `   | `:
  ///
  /// ```text
  /// <ParentController>, state: appeared, view: <UIView>
  ///    | <ChildController>, state: disappeared, view: (view not loaded)
  /// ```
  ///
  /// The controller is shown in a window first (as `.image` shows it), and leaves it after.
  @preconcurrency @MainActor
  public static var hierarchy: Snapshotting<Value, String> {
    let settings = ViewSnapshotSettings(config: nil, size: nil, traits: .init(), scale: nil)
    return SimplySnapshotting.lines.pullback { controller in
      settings.prepared(controller) { ControllerHierarchy.text(of: controller) }
    }
  }
}

/// The text of the `.hierarchy` strategy.
enum ControllerHierarchy {
  @MainActor
  static func text(of controller: UIViewController) -> String {
    var lines: [String] = []
    var pending: [(UIViewController, Int)] = [(controller, 0)]
    while let (controller, depth) = pending.popLast() {
      let state = controller.isShown ? "appeared" : "disappeared"
      let view: String
      if let loaded = controller.viewIfLoaded {
        let name = String(describing: type(of: loaded))
        view =
          "<\(name)>"
          + (loaded.window == nil ? " not in the window" : "")
      } else {
        view = "(view not loaded)"
      }
      lines.append(
        String(repeating: "   | ", count: depth)
          + "<\(String(describing: type(of: controller)))>, state: \(state), view: \(view)")
      pending += controller.children.reversed().map { ($0, depth + 1) }
    }
    return lines.joined(separator: "\n")
  }
}

import Foundation
import PinframeGraphics

/// The display, as UIKit's `UIScreen`: its size and scale come from the current ``ViewRuntime``,
/// so parallel tests each see their own.
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen of the current runtime, as `UIScreen.main`.
  public static var main: UIScreen { UIScreen() }

  private init() {}

  /// The screen's rectangle in points: origin zero, size ``ViewRuntime/screenSize``.
  public var bounds: CGRect { CGRect(origin: .zero, size: ViewRuntime.current.screenSize) }

  /// The device pixels per point: the runtime's ``ViewRuntime/scale``.
  public var scale: CGFloat { ViewRuntime.current.scale }

  /// The same as ``scale``: Pinframe draws at the scale it is given.
  public var nativeScale: CGFloat { scale }

  /// The screen's rectangle in device pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
}

/// The app, as UIKit's `UIApplication`: `UIApplication.shared.userInterfaceLayoutDirection`.
@preconcurrency @MainActor
public final class UIApplication {
  /// The app of the current runtime.
  public static var shared: UIApplication { UIApplication() }

  private init() {}

  /// The app-wide layout direction: the current runtime's
  /// ``ViewRuntime/userInterfaceLayoutDirection`` (left to right unless a test sets it).
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    get { ViewRuntime.current.userInterfaceLayoutDirection }
    set { ViewRuntime.current.userInterfaceLayoutDirection = newValue }
  }

  /// The key window: the last window of the current runtime that ``UIWindow/makeKeyAndVisible()``
  /// was called on, while it is alive.
  public var keyWindow: UIWindow? { ViewRuntime.current.keyWindow }

  /// The app's windows: those of the current runtime that ``UIWindow/makeKeyAndVisible()`` was
  /// called on, while they are alive, in the order they were first shown.
  public var windows: [UIWindow] {
    ViewRuntime.current.shownWindows.compactMap { $0.view as? UIWindow }
  }
}

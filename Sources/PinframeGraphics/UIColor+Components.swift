import Foundation

extension UIColor {
  /// Writes the colour's extended sRGB components (resolved with
  /// ``UITraitCollection/current``) where the pointers point, as UIKit's
  /// `getRed(_:green:blue:alpha:)`; a `nil` pointer is skipped.
  ///
  /// - Returns: `true`: every colour has sRGB components.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let value = cgColor
    red?.pointee = CGFloat(value.red)
    green?.pointee = CGFloat(value.green)
    blue?.pointee = CGFloat(value.blue)
    alpha?.pointee = CGFloat(value.alpha)
    return true
  }

  /// Writes the grey level and opacity of a grey colour (red, green and blue equal, resolved
  /// with ``UITraitCollection/current``), as UIKit's `getWhite(_:alpha:)`.
  ///
  /// - Returns: `false`, writing nothing, when the colour is not a grey: Pinframe does not guess
  ///   a luminance formula.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let value = cgColor
    guard value.red == value.green, value.green == value.blue else { return false }
    white?.pointee = CGFloat(value.red)
    alpha?.pointee = CGFloat(value.alpha)
    return true
  }

  /// The same colour with another opacity, as UIKit's `withAlphaComponent(_:)`.
  ///
  /// A dynamic colour stays dynamic: each of its values gets the new opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    guard case .fixed(let value) = storage else {
      return UIColor { [self] traits in
        self.resolvedColor(with: traits).withAlphaComponent(alpha)
      }
    }
    return UIColor(cgColor: value.withAlphaComponent(Double(alpha)))
  }
}

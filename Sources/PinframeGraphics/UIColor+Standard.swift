// UIKit's classic fixed colours; they look the same in every appearance.

extension UIColor {
  /// Fully transparent black.
  public static let clear = UIColor(cgColor: .clear)
  /// Black.
  public static let black = UIColor(cgColor: .black)
  /// White.
  public static let white = UIColor(cgColor: .white)
  /// 50 % grey.
  public static let gray = UIColor(cgColor: .gray)
  /// One-third grey.
  public static let darkGray = UIColor(cgColor: .darkGray)
  /// Two-thirds grey.
  public static let lightGray = UIColor(cgColor: .lightGray)
  /// Pure red.
  public static let red = UIColor(cgColor: .red)
  /// Pure green.
  public static let green = UIColor(cgColor: .green)
  /// Pure blue.
  public static let blue = UIColor(cgColor: .blue)
  /// Cyan.
  public static let cyan = UIColor(cgColor: .cyan)
  /// Yellow.
  public static let yellow = UIColor(cgColor: .yellow)
  /// Magenta.
  public static let magenta = UIColor(cgColor: .magenta)
  /// Orange (1, 0.5, 0).
  public static let orange = UIColor(cgColor: .orange)
  /// Purple (0.5, 0, 0.5).
  public static let purple = UIColor(cgColor: .purple)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = UIColor(cgColor: .brown)
}

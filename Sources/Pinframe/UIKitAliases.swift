// The UIKit names iOS code uses, so that it compiles with only its imports changed.

/// Core Graphics' name for `Color`: a resolved colour, as `UIColor.cgColor` returns.
public typealias CGColor = Color
/// UIKit's name for `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's name for `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// Core Animation's name for `Layer`.
public typealias CALayer = Layer
/// UIKit's name for `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's name for `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

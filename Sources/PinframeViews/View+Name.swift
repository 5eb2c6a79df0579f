/// Pinframe's own short name for ``UIView``, used throughout its sources.
///
/// The class is named `UIView`, so that compiler errors, descriptions and dumps say what UIKit
/// says ("'FormViewController' does not inherit from 'UIView'"); `View` is the same type.
public typealias View = UIView

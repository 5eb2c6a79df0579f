// The Core Animation, Core Graphics and UIKit names of the layer drawing types.

/// Core Graphics' name for `Path`.
public typealias CGPath = Path
/// UIKit's name for `BezierPath`.
public typealias UIBezierPath = BezierPath
/// UIKit's name for `RectCorner`.
public typealias UIRectCorner = RectCorner
/// Core Animation's name for `CornerMask`.
public typealias CACornerMask = CornerMask
/// Core Animation's name for `CornerCurve`.
public typealias CALayerCornerCurve = CornerCurve

import Foundation
import PinframeConstraints

extension LayoutEngine {
  /// Brings the engine up to date for `view`'s layout and sets the frames of the subviews (and
  /// guides) that constraints place: runs the update-constraints pass, rebuilds if constraints
  /// changed, and updates the constants that follow `view`'s frame, its guides and its
  /// subviews' frames and intrinsic sizes.
  func layOut(subviewsOf view: View) {
    updateConstraintsIfNeeded()
    rebuildIfNeeded()
    let items: [AnyObject] = [view] + view.subviews + (view.existingAutoLayout?.ownGuides ?? [])
    for item in items { refreshDefinitions(of: item) }
    resolveWidthDependentSizes()
    if needsRebuild { rebuildIfNeeded() }
    applyFrames(toSubviewsOf: view)
  }

  /// Gives each definition of `item` its current constant; a change the solver refuses makes the
  /// engine rebuild (reporting the constraint it breaks).
  func refreshDefinitions(of item: AnyObject) {
    let key = ObjectIdentifier(item)
    guard var list = definitions[key] else { return }
    for index in list.indices {
      let constant = currentConstant(of: item, list[index].source)
      guard constant != list[index].constant else { continue }
      list[index].constant = constant
      do {
        try solver.setConstant(-constant, of: list[index].id)
      } catch {
        needsRebuild = true
      }
    }
    definitions[key] = list
  }

  private func applyFrames(toSubviewsOf view: View) {
    let origin = origin(of: view)
    for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      guard let frame = solvedFrame(of: subview, origin: origin) else { continue }
      if subview.frame != frame { subview.frame = frame }
    }
    for guide in view.layoutGuides {
      guide.solvedFrame = solvedFrame(of: guide, origin: origin) ?? .zero
    }
  }

  /// Where `view`'s bounds origin is in the root's bounds space.
  private func origin(of view: View) -> CGPoint {
    let frame =
      variables[ObjectIdentifier(view)].map { v in
        CGRect(
          x: solver.value(of: v.x), y: solver.value(of: v.y), width: 0, height: 0)
      } ?? absoluteFrame(of: view)
    return CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
  }

  /// The solved frame of `item` relative to a bounds origin, its edges rounded to pixels.
  private func solvedFrame(of item: AnyObject, origin: CGPoint) -> CGRect? {
    guard let v = variables[ObjectIdentifier(item)] else { return nil }
    let scale = ViewRuntime.current.scale
    func rounded(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
    let x = solver.value(of: v.x)
    let y = solver.value(of: v.y)
    let minX = rounded(x) - origin.x
    let minY = rounded(y) - origin.y
    let maxX = rounded(x + solver.value(of: v.width)) - origin.x
    let maxY = rounded(y + solver.value(of: v.height)) - origin.y
    return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
  }
}

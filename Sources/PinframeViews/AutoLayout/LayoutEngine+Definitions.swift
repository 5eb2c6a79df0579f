import Foundation
import PinframeConstraints

extension LayoutEngine {
  /// Adds the engine's own constraints of `item`: a translated frame, a guide's insets, or an
  /// intrinsic size.
  func define(_ item: AnyObject) {
    guard let v = variables[ObjectIdentifier(item)] else { return }
    if let view = item as? View {
      if view === root, let fitting {
        defineFittingSize(fitting, v)
      } else if view === root || view.translatesAutoresizingMaskIntoConstraints {
        defineFrame(of: view, v)
      } else {
        defineIntrinsicSize(of: view, v)
      }
    } else if let guide = item as? UILayoutGuide, guide.area != .custom,
      let owner = guide.owningView,
      let o = variables[ObjectIdentifier(owner)]
    {
      let sides = [
        v.x - o.x, v.y - o.y, o.x + o.width - v.x - v.width, o.y + o.height - v.y - v.height,
      ]
      for (index, side) in sides.enumerated() {
        define(item, LinearConstraint(side, .equal, 0), .guide(index), "guide")
      }
    }
  }

  /// Holds a measured root at the origin, its size to the target at the fitting priorities.
  private func defineFittingSize(
    _ fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority),
    _ v: ItemVariables
  ) {
    let sizes = [
      (v.width, fitting.size.width, fitting.horizontal),
      (v.height, fitting.size.height, fitting.vertical),
    ]
    _ = try? solver.add(LinearConstraint(v.x, .equal, 0))
    _ = try? solver.add(LinearConstraint(v.y, .equal, 0))
    for (variable, target, priority) in sizes {
      _ = try? solver.add(
        LinearConstraint(variable, .equal, Double(target), priority: Self.priority(priority)))
    }
  }

  private func defineFrame(of view: View, _ v: ItemVariables) {
    let relative = view !== root ? view.superview.flatMap { variables[ObjectIdentifier($0)] } : nil
    let positions = [v.x, v.y].enumerated().map { index, variable in
      relative.map { variable - (index == 0 ? $0.x : $0.y) } ?? LinearExpression(variable)
    }
    for (index, expression)
      in (positions + [LinearExpression(v.width), LinearExpression(v.height)])
      .enumerated()
    {
      define(view, LinearConstraint(expression, .equal, 0), .frame(index), "autoresizing")
    }
  }

  private func defineIntrinsicSize(of view: View, _ v: ItemVariables) {
    if (view as? any WidthDependentIntrinsicSize)?.intrinsicSizeFollowsLayoutWidth == true {
      widthDependent.append(view)
    }
    let size = view.intrinsicContentSize
    for (index, value) in [size.width, size.height].enumerated()
    where value != View.noIntrinsicMetric {
      let axis: NSLayoutConstraint.Axis = index == 0 ? .horizontal : .vertical
      let variable = index == 0 ? v.width : v.height
      let hugging = Self.priority(view.contentHuggingPriority(for: axis))
      let resistance = Self.priority(view.contentCompressionResistancePriority(for: axis))
      define(
        view, LinearConstraint(variable, .lessThanOrEqual, 0, priority: hugging),
        .intrinsic(index, maximum: true), "content size")
      define(
        view, LinearConstraint(variable, .greaterThanOrEqual, 0, priority: resistance),
        .intrinsic(index, maximum: false), "content size")
    }
  }

  /// Adds one definition with its current constant.
  private func define(
    _ item: AnyObject, _ constraint: LinearConstraint, _ source: Definition.Source, _ kind: String
  ) {
    var linear = constraint
    let constant = currentConstant(of: item, source)
    linear.expression.constant -= constant
    do {
      let id = try solver.add(linear)
      definitions[ObjectIdentifier(item), default: []].append(
        Definition(id: id, source: source, constant: constant))
      descriptions[id] = definitionDescription(item, source, kind, constant)
    } catch {
      reportUnsatisfiable(error, breaking: definitionDescription(item, source, kind, constant))
    }
  }

  /// What a definition's constant should be now: the frame's edge or size, the guide's inset, or
  /// the intrinsic size.
  func currentConstant(of item: AnyObject, _ source: Definition.Source) -> Double {
    switch source {
    case .frame(let index):
      guard let view = item as? View else { return 0 }
      let frame = frameInEngineSpace(of: view)
      return Double([frame.minX, frame.minY, frame.width, frame.height][index])
    case .guide(let index):
      guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return 0 }
      let bounds = owner.bounds
      let area = guide.layoutFrame
      let insets = [
        area.minX - bounds.minX, area.minY - bounds.minY, bounds.maxX - area.maxX,
        bounds.maxY - area.maxY,
      ]
      return Double(insets[index])
    case .intrinsic(let index, _):
      guard let view = item as? View else { return 0 }
      let size = view.intrinsicContentSize
      return Double(max(index == 0 ? size.width : size.height, 0))
    }
  }

  /// A translated view's frame as its definitions hold it: relative to its superview's frame when
  /// the superview is in the engine, else in the root's bounds space.
  private func frameInEngineSpace(of view: View) -> CGRect {
    if view === root { return view.bounds }
    if let superview = view.superview, variables[ObjectIdentifier(superview)] != nil {
      return view.frame.offsetBy(dx: -superview.bounds.minX, dy: -superview.bounds.minY)
    }
    return absoluteFrame(of: view)
  }

  /// The view's frame in the root's bounds space (transforms aside).
  func absoluteFrame(of view: View) -> CGRect {
    var frame = view.frame
    var parent = view.superview
    while let ancestor = parent, ancestor !== root {
      frame = frame.offsetBy(
        dx: ancestor.frame.minX - ancestor.bounds.minX,
        dy: ancestor.frame.minY - ancestor.bounds.minY)
      parent = ancestor.superview
    }
    return frame
  }

  private func definitionDescription(
    _ item: AnyObject, _ source: Definition.Source, _ kind: String, _ constant: Double
  ) -> String {
    let name = LayoutItems.name(of: item)
    let value = NSLayoutConstraint.format(CGFloat(constant))
    switch source {
    case .frame(let index):
      let attribute = ["minX", "minY", "width", "height"][index]
      return "<NSAutoresizingMaskLayoutConstraint \(name).\(attribute) == \(value)   (active)>"
    case .guide(let index):
      let side = ["left", "top", "right", "bottom"][index]
      return "<NSLayoutConstraint '\(kind)' \(name).\(side) inset == \(value)   (active)>"
    case .intrinsic(let index, let maximum):
      let attribute = index == 0 ? "width" : "height"
      return "<NSContentSizeLayoutConstraint \(name).\(attribute) \(maximum ? "<=" : ">=") "
        + "\(value)   (active)>"
    }
  }
}

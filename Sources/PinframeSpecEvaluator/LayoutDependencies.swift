import PinframeSpec

/// Which spec views a change can move: the views that read a view's frame, found from the
/// chains, so that a block of animation changes lays out those views and not the whole tree.
///
/// A view's frame can follow from its superview's (its chain runs in the superview's bounds),
/// from the views its chain names (`below(of: title)`, `title.edge.bottom`, `title.pin.safeArea`,
/// `visible([a, b])`) and, for a view that wraps its content, from its children. The readers are
/// taken from every chain the spec and its animation hold, so they cover every chain a step can
/// put in place.
struct LayoutDependencies {
  /// Each view's place in layout order: document order, each view before its children.
  private let order: [String: Int]
  /// The views whose frame can follow from each view's, by id.
  private let readers: [String: [String]]
  /// Whether every chain reads only views laid out before its own, so that laying out a part of
  /// the tree gives the frames a pass over the whole tree would.
  let isOrdered: Bool

  /// The dependencies of `spec`'s views.
  init(spec: LayoutSpec) {
    let order = Dictionary(
      spec.documentOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let children = spec.childIDs
    var readers = children
    var isOrdered = true
    for (owner, chain) in spec.everyChain {
      for id in chain.referencedIDs where id != owner {
        readers[id, default: []].append(owner)
        if order[id, default: .max] > order[owner, default: .max] { isOrdered = false }
      }
      if chain.wrapsContent, let children = children[owner] {
        for child in children { readers[child, default: []].append(owner) }
      }
    }
    self.order = order
    self.readers = readers
    self.isOrdered = isOrdered
  }

  /// The views a change of `changed` can move, `changed` included, in layout order.
  func affected(by changed: some Sequence<String>) -> [String] {
    var found = Set(changed)
    var pending = Array(found)
    while let id = pending.popLast() {
      for reader in readers[id] ?? [] where found.insert(reader).inserted {
        pending.append(reader)
      }
    }
    return found.sorted { order[$0, default: .max] < order[$1, default: .max] }
  }
}

extension LayoutSpec {
  /// The ids of each view's children, by the view's id.
  fileprivate var childIDs: [String: [String]] {
    var children: [String: [String]] = [:]
    var pending = views
    while let view = pending.popLast() {
      children[view.id] = view.children.map(\.id)
      pending += view.children
    }
    return children
  }

  /// Every chain of the spec with the view it lays out: each view's own, then each animation
  /// step's and keyframe's.
  var everyChain: [(id: String, chain: PinChain)] {
    var chains: [(id: String, chain: PinChain)] = []
    var pending = views
    while let view = pending.popLast() {
      if let chain = view.properties.pin { chains.append((view.id, chain)) }
      pending += view.children
    }
    for step in animation?.steps ?? [] {
      for change in step.changes + step.keyframes.flatMap(\.changes) {
        if let chain = change.properties.pin { chains.append((change.id, chain)) }
      }
    }
    return chains
  }
}

extension PinChain {
  /// The ids of the views the chain names.
  var referencedIDs: [String] {
    calls.flatMap { $0.arguments.flatMap(\.referencedIDs) }
  }

  /// Whether the chain sizes its view from its children (`wrapContent`).
  var wrapsContent: Bool {
    calls.contains { $0.name == "wrapContent" }
  }
}

extension PinValue {
  /// The ids of the views the value names.
  fileprivate var referencedIDs: [String] {
    switch self {
    case .view(let id), .edge(let id, _), .anchor(let id, _): [id]
    case .views(let list): list.ids
    case .insets(let insets):
      switch insets.source {
      case .safeArea(.view(let id)), .layoutMargins(.view(let id)): [id]
      case .literal, .safeArea(.superview), .layoutMargins(.superview): []
      }
    case .number, .percent, .directionalInsets, .size, .horizontalAlign, .verticalAlign,
      .fitType, .wrapType, .verticalFallback, .horizontalFallback:
      []
    }
  }
}

import Pinframe
import PinframeSpec

extension SpecScene {
  /// Lays out again, after changes to the views `moving`, every view they can move.
  ///
  /// When the chains read only views laid out before their own and the changes can move at most
  /// half the views, those views' chains run in layout order and their subtrees are laid out;
  /// otherwise every view is laid out, as a pass over the whole tree would. Both give the same
  /// frames: the views left alone would compute the frames they have.
  func relayout(after moving: [String]) {
    guard let affected = viewsToLayOut(after: moving) else {
      for view in root.subtree { view.setNeedsLayout() }
      root.layoutIfNeeded()
      return
    }
    var ran: Set<String> = []
    for id in affected where !ran.contains(id) {
      guard let node = nodes[id], let chain = node.chain else { continue }
      if wrapsContent(node.view) {
        runChains(of: node.view)
        ran.formUnion(chainsRun(byWrapping: node.view))
      }
      run(chain, on: node.view, id: id)
    }
    let laidOut = Set(affected)
    for id in affected { views[id]?.setNeedsLayout() }
    for id in affected {
      guard let view = views[id], !laidOut.contains(parentID(of: view)) else { continue }
      view.layoutIfNeeded()
    }
  }

  /// The views a change of `moving` can move, in layout order, when laying out only those is
  /// the same as laying out every view and cheaper; nil otherwise.
  func viewsToLayOut(after moving: [String]) -> [String]? {
    let dependencies = layoutDependencies
    guard laysOutAffectedViewsOnly, dependencies.isOrdered else { return nil }
    let affected = dependencies.affected(by: moving)
    return affected.count * 2 <= views.count ? affected : nil
  }

  /// The views whose chains ``runChains(of:)`` runs for a view that wraps its content: its
  /// children, and the children of those that wrap theirs.
  private func chainsRun(byWrapping view: View) -> [String] {
    view.subviews.flatMap { child -> [String] in
      guard let id = nodeIDs[ObjectIdentifier(child)] else { return [] }
      return [id] + (wrapsContent(child) ? chainsRun(byWrapping: child) : [])
    }
  }

  /// The id of `view`'s superview, or "" for the canvas.
  private func parentID(of view: View) -> String {
    view.superview.flatMap { nodeIDs[ObjectIdentifier($0)] } ?? ""
  }
}

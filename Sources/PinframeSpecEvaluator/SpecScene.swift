import Pinframe
import PinframeSpec

/// A spec brought to life: its views built as a real view tree in a runtime of their own, laid
/// out by their chains through the PinLayout API.
///
/// ```swift
/// let scene = SpecScene(spec: try LayoutSpec(contentsOf: url))
/// try scene.layout()
/// let image = try scene.renderImage()
/// ```
///
/// The scene's ``runtime`` carries its display scale (chains round to it) and PinLayout
/// settings, so scenes never share state; ``perform(_:)`` runs code in it. Warnings the chains
/// emit are collected in ``warnings`` with the view and chain they came from.
@preconcurrency @MainActor
public final class SpecScene {
  /// The spec the scene was built from.
  public let spec: LayoutSpec
  /// Pixels per point: the canvas's scale unless the scene was made with another.
  public let scale: Int
  /// The runtime the views live in.
  public let runtime: ViewRuntime
  /// The root view: the canvas, with the spec's top-level views as subviews.
  public let root: View
  /// Every view of the spec by id: UIKit's own views (`UIView`, `UILabel`, `UIImageView`,
  /// `UIScrollView`, `UIButton`, `UISwitch`, `UISegmentedControl`, `UITextField`).
  public internal(set) var views: [String: View] = [:]
  /// What the scene knows of each view, by id.
  var nodes: [String: SceneNode] = [:]
  /// The id of each view, by the view's identity.
  var nodeIDs: [ObjectIdentifier: String] = [:]
  /// The files the scene read besides the spec itself: the image files its image views show
  /// and the asset catalogs (folders) that named them, so that a tool never writes over them.
  public internal(set) var inputFiles: [URL] = []
  /// Whether a chain reads views' visibility (see ``anyChainReadsVisibility()``), found once.
  lazy var chainsReadVisibility = anyChainReadsVisibility()
  /// Which views each view's frame can move, found once from every chain.
  lazy var layoutDependencies = LayoutDependencies(spec: spec)
  /// Whether an animation block lays out only the views its changes can move (see
  /// ``relayout(after:)``); tests turn it off to compare with a pass over the whole tree.
  var laysOutAffectedViewsOnly = true
  /// The warnings the chains emitted so far, each once, in the order they first appeared.
  public private(set) var warnings: [LayoutWarning] = []
  private var seenWarnings: Set<LayoutWarning> = []
  private var failures: [SpecError] = []

  /// Builds the views of `spec`, laid out at `scale` pixels per point (the canvas's by
  /// default); nothing is laid out until ``layout()``.
  public init(spec: LayoutSpec, scale: Int? = nil) {
    self.spec = spec
    self.scale = scale ?? spec.canvas.scale
    runtime = ViewRuntime(scale: CGFloat(self.scale))
    root = View()
    root.debugName = "canvas"
    ViewRuntime.isolated(runtime) {
      Pin.logWarnings = true
      build()
    }
  }

  /// Runs `body` with the scene's runtime current.
  public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    try ViewRuntime.isolated(runtime, body)
  }

  /// Marks every view as needing layout, as a relayout of everything would.
  public func setNeedsLayoutEverywhere() {
    perform {
      for view in root.subtree { view.setNeedsLayout() }
    }
  }

  /// Lays out every view now: a layout pass over the whole tree, parents before children.
  ///
  /// - Throws: `SpecError` when a chain holds a call no PinLayout method fits (possible only
  ///   for specs built in code, as decoded specs are checked).
  public func layout() throws(SpecError) {
    setNeedsLayoutEverywhere()
    perform { root.layoutIfNeeded() }
    try checkFailures()
  }

  /// Records a failure found while building or laying out, thrown by ``checkFailures()``.
  func noteFailure(_ failure: SpecError) {
    failures.append(failure)
  }

  /// Throws the first chain failure of the layout passes so far, if any.
  ///
  /// - Throws: `SpecError` for a call no PinLayout method fits.
  public func checkFailures() throws(SpecError) {
    if let failure = failures.first { throw failure }
  }

  /// Sets the properties of an animation step's change on its view (a new chain included).
  public func apply(_ change: ViewChange) {
    perform { apply(change.properties, to: change.id) }
  }

  /// Every view's frame in its superview, in document order, by id.
  public var frames: [(id: String, frame: CGRect)] {
    spec.documentOrder.compactMap { id in views[id].map { (id, $0.frame) } }
  }

  /// Runs the chains of `view`'s subviews in document order: `view`'s `layoutSubviews`.
  ///
  /// A view whose chain wraps its content (`wrapContent`) is sized from its subviews, so they
  /// are laid out just before its chain runs, in its superview's `layoutSubviews` (as UIKit
  /// code sizing a view from its children does), and not again in its own.
  func layoutSubviews(of view: View) {
    guard !wrapsContent(view) else { return }
    runChains(of: view)
  }

  func runChains(of view: View) {
    for child in view.subviews {
      guard let node = node(of: child), let chain = node.chain else { continue }
      if wrapsContent(child) { runChains(of: child) }
      run(chain, on: child, id: node.id)
    }
  }

  /// Whether `view` has subviews and a chain that wraps them.
  func wrapsContent(_ view: View) -> Bool {
    guard let chain = node(of: view)?.chain, !view.subviews.isEmpty else { return false }
    return chain.calls.contains { $0.name == "wrapContent" }
  }

  func run(_ chain: PinChain, on view: View, id: String) {
    let references = ChainReferences(views: views, superview: view.superview)
    var failure: PinCall?
    let texts = Pin.collectWarnings {
      let interpreter = ChainInterpreter(references: references)
      var layout: PinLayout? = chain.usesFrame ? view.pinFrame : view.pin
      for call in chain.calls {
        guard let method = interpreter.method(for: call) else {
          failure = call
          break
        }
        // After `layout()` the chain is gone: later calls have nothing to change.
        guard let current = layout.take() else { break }
        layout = method(current)
      }
      layout.take()?.layout()
    }
    for text in texts {
      note(LayoutWarning(file: spec.file, path: chain.path, viewID: id, text: text))
    }
    if let failure { failures.append(unsupported(failure, in: chain)) }
  }

  private func note(_ warning: LayoutWarning) {
    guard seenWarnings.insert(warning).inserted else { return }
    warnings.append(warning)
  }

  private func unsupported(_ call: PinCall, in chain: PinChain) -> SpecError {
    SpecError(
      file: spec.file, path: chain.path,
      diagnostic: SourceDiagnostic(
        "no PinLayout method fits \(call.signature.selector) with these arguments",
        at: call.position,
        in: Array(chain.text.utf8)))
  }
}

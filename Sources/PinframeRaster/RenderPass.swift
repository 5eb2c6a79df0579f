import PinframeGraphics

/// One rendering of a display list onto a canvas: runs the commands in painter's order.
struct RenderPass {
  /// What an open begin command left to undo at its end.
  enum Scope {
    /// A group: the surface to composite its layer onto (none when drawn in place).
    case group(parent: Surface?, opacity: UInt32)
    /// A clip: the clip in force before it, and whether it took a mask buffer.
    case clip(ClipState, tookMask: Bool)
    /// Shadow-casting content: what its end draws (nothing when drawn in place).
    case shadow(ShadowScope?)
  }

  let plan: CommandPlan
  let antialiased: Bool
  let scratch: RasterScratch
  /// Where commands draw now: the canvas, or the layer of the innermost group.
  var surface: Surface
  var clip: ClipState
  var scopes: [Scope] = []
  var layerDepth = 0
  var maskDepth = 0

  init(plan: CommandPlan, canvas: Surface, antialiased: Bool, scratch: RasterScratch) {
    self.plan = plan
    self.antialiased = antialiased
    self.scratch = scratch
    surface = canvas
    clip = ClipState(bounds: canvas.bounds, mask: nil)
  }

  /// Clears the canvas to transparent black and draws every command.
  mutating func run() {
    if !startsWithOpaqueBackground { surface.clear() }
    var index = 0
    while index < plan.commands.count {
      index = execute(at: index)
    }
  }

  /// Runs the command at `index` and returns the index of the next one to run.
  private mutating func execute(at index: Int) -> Int {
    switch plan.commands[index] {
    case .fill, .stroke, .image, .glyphs:
      draw(plan.commands[index], opacity: 255)
    case .beginGroup(let opacity):
      return beginGroup(at: index, opacity: opacity)
    case .endGroup:
      endGroup()
    case .beginClip(let shape):
      beginClip(shape)
    case .endClip:
      endClip()
    case .shadow(let shapes, let shadow):
      drawShadow(of: shapes, shadow, opacity: 255)
    case .beginShadow(let shadow):
      return beginShadow(at: index, shadow)
    case .endShadow:
      endShadow()
    }
    return index + 1
  }

  /// Whether the first command paints the whole canvas opaque, so clearing it is not needed.
  private var startsWithOpaqueBackground: Bool {
    guard case .fill(let shape, let color)? = plan.commands.first, color.rgba8.alpha == 255,
      case .rect(let rect, nil)? = RasterRegion(shape, borderWidth: nil, antialiased: antialiased),
      let solid = rect.solidRect
    else { return false }
    return solid.contains(surface.bounds)
  }
}

/// A display list's commands made well-nested, with what drawing needs to know in advance.
///
/// Unbalanced lists are repaired, never rejected: an end command ends the innermost open begin
/// of its kind, ending first whatever was begun after that begin; an end with nothing of its
/// kind open is ignored; and whatever is still open at the end of the list is ended there,
/// innermost first.
struct CommandPlan {
  /// The commands, every begin matched by an end of its kind, properly nested.
  let commands: [DisplayCommand]
  /// For each begin command, the index of its end; -1 for other commands.
  private let ends: [Int]
  /// For each group's or shadow's begin, the pixels its content may touch.
  private let contentBounds: [Int: PixelRect]

  init(_ commands: [DisplayCommand], antialiased: Bool) {
    self.commands = Self.balanced(commands)
    var ends = [Int](repeating: -1, count: self.commands.count)
    var contentBounds: [Int: PixelRect] = [:]
    var open: [(index: Int, bounds: PixelRect)] = []
    for (index, command) in self.commands.enumerated() {
      switch command {
      case .beginGroup, .beginClip, .beginShadow:
        open.append((index, .empty))
      case .endGroup, .endClip, .endShadow:
        guard let begin = open.popLast() else { continue }
        ends[begin.index] = index
        contentBounds[begin.index] = begin.bounds
        guard !open.isEmpty else { continue }
        let touched = self.commands[begin.index].scopeBounds(content: begin.bounds)
        open[open.count - 1].bounds = open[open.count - 1].bounds.union(touched)
      case .fill, .stroke, .shadow, .image, .glyphs:
        guard !open.isEmpty else { continue }
        let bounds = command.drawingBounds(antialiased: antialiased)
        open[open.count - 1].bounds = open[open.count - 1].bounds.union(bounds)
      }
    }
    self.ends = ends
    self.contentBounds = contentBounds
  }

  /// The index of the end matching the begin command at `index`.
  func end(of index: Int) -> Int {
    ends[index]
  }

  /// The pixels the content of the group or shadow begun at `index` may touch.
  func contentBounds(ofScopeAt index: Int) -> PixelRect {
    contentBounds[index] ?? .empty
  }

  /// The one drawing command of the group begun at `index`, when that is all it holds.
  func singleDrawing(inGroupAt index: Int) -> DisplayCommand? {
    guard end(of: index) == index + 2 else { return nil }
    switch commands[index + 1] {
    case .fill, .stroke, .shadow, .image, .glyphs: return commands[index + 1]
    default: return nil
    }
  }

  /// `commands` with unmatched ends dropped and missing ends added (see ``CommandPlan``).
  static func balanced(_ commands: [DisplayCommand]) -> [DisplayCommand] {
    var result: [DisplayCommand] = []
    result.reserveCapacity(commands.count)
    var open: [ScopeKind] = []
    for command in commands {
      if let kind = command.beginsScope {
        open.append(kind)
        result.append(command)
      } else if let kind = command.endsScope {
        guard let match = open.lastIndex(of: kind) else { continue }
        while open.count > match {
          result.append(open.removeLast().end)
        }
      } else {
        result.append(command)
      }
    }
    while let kind = open.popLast() {
      result.append(kind.end)
    }
    return result
  }
}

/// The kinds of begin and end commands.
private enum ScopeKind {
  case group
  case clip
  case shadow

  /// The command that ends a scope of this kind.
  var end: DisplayCommand {
    switch self {
    case .group: return .endGroup
    case .clip: return .endClip
    case .shadow: return .endShadow
    }
  }
}

extension DisplayCommand {
  /// The pixels a fill, border, shadow, image or glyph run may touch (empty for other
  /// commands).
  fileprivate func drawingBounds(antialiased: Bool) -> PixelRect {
    switch self {
    case .fill(let shape, _):
      return RasterRegion(shape, borderWidth: nil, antialiased: antialiased)?.bounds ?? .empty
    case .stroke(let shape, let width, _):
      return RasterRegion(shape, borderWidth: width, antialiased: antialiased)?.bounds ?? .empty
    case .image(let drawing):
      return RasterRegion(drawing.outline, borderWidth: nil, antialiased: true)?.bounds ?? .empty
    case .glyphs(let run):
      return run.deviceBounds
    case .shadow(let shapes, let shadow):
      guard let geometry = ShadowGeometry(shadow) else { return .empty }
      let source = shapes.reduce(PixelRect.empty) {
        $0.union(RasterRegion($1, borderWidth: nil, antialiased: antialiased)?.bounds ?? .empty)
      }
      return geometry.extent(of: source).intersection(shadow.clipBounds(antialiased: antialiased))
    default:
      return .empty
    }
  }

  /// The pixels a scope begun by this command touches when its content touches `content`: the
  /// content and, for a shadow, where its shadow may fall.
  fileprivate func scopeBounds(content: PixelRect) -> PixelRect {
    guard case .beginShadow(let shadow) = self, let geometry = ShadowGeometry(shadow) else {
      return content
    }
    return content.union(geometry.extent(of: content))
  }

  /// The kind of scope the command begins, if it is a begin command.
  fileprivate var beginsScope: ScopeKind? {
    switch self {
    case .beginGroup: return .group
    case .beginClip: return .clip
    case .beginShadow: return .shadow
    default: return nil
    }
  }

  /// The kind of scope the command ends, if it is an end command.
  fileprivate var endsScope: ScopeKind? {
    switch self {
    case .endGroup: return .group
    case .endClip: return .clip
    case .endShadow: return .shadow
    default: return nil
    }
  }
}

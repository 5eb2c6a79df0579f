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
  /// For each group's begin, the pixels its content may touch.
  private let contentBounds: [Int: PixelRect]

  init(_ commands: [DisplayCommand], antialiased: Bool) {
    self.commands = Self.balanced(commands)
    var ends = [Int](repeating: -1, count: self.commands.count)
    var contentBounds: [Int: PixelRect] = [:]
    var open: [(index: Int, bounds: PixelRect)] = []
    for (index, command) in self.commands.enumerated() {
      switch command {
      case .beginGroup, .beginClip:
        open.append((index, .empty))
      case .endGroup, .endClip:
        guard let begin = open.popLast() else { continue }
        ends[begin.index] = index
        contentBounds[begin.index] = begin.bounds
        if !open.isEmpty {
          open[open.count - 1].bounds = open[open.count - 1].bounds.union(begin.bounds)
        }
      case .fill, .stroke:
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

  /// The pixels the content of the group begun at `index` may touch.
  func contentBounds(ofGroupAt index: Int) -> PixelRect {
    contentBounds[index] ?? .empty
  }

  /// The one drawing command of the group begun at `index`, when that is all it holds.
  func singleDrawing(inGroupAt index: Int) -> DisplayCommand? {
    guard end(of: index) == index + 2 else { return nil }
    switch commands[index + 1] {
    case .fill, .stroke: return commands[index + 1]
    default: return nil
    }
  }

  /// `commands` with unmatched ends dropped and missing ends added (see ``CommandPlan``).
  static func balanced(_ commands: [DisplayCommand]) -> [DisplayCommand] {
    var result: [DisplayCommand] = []
    result.reserveCapacity(commands.count)
    var open: [Bool] = []  // true for a group, false for a clip
    for command in commands {
      switch command {
      case .beginGroup, .beginClip:
        open.append(command.isGroupScope)
        result.append(command)
      case .endGroup, .endClip:
        guard let match = open.lastIndex(of: command.isGroupScope) else { continue }
        while open.count > match {
          result.append(open.removeLast() ? .endGroup : .endClip)
        }
      case .fill, .stroke:
        result.append(command)
      }
    }
    while let isGroup = open.popLast() {
      result.append(isGroup ? .endGroup : .endClip)
    }
    return result
  }
}

extension DisplayCommand {
  /// The pixels a fill or border may touch (empty for other commands).
  fileprivate func drawingBounds(antialiased: Bool) -> PixelRect {
    switch self {
    case .fill(let shape, _):
      return RasterRegion(shape, borderWidth: nil, antialiased: antialiased)?.bounds ?? .empty
    case .stroke(let shape, let width, _):
      return RasterRegion(shape, borderWidth: width, antialiased: antialiased)?.bounds ?? .empty
    default:
      return .empty
    }
  }

  /// Whether the command begins or ends a group (as opposed to a clip).
  fileprivate var isGroupScope: Bool {
    switch self {
    case .beginGroup, .endGroup: return true
    default: return false
    }
  }
}

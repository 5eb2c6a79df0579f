import Foundation
import PinframeFiles
import Synchronization

/// The sets of one asset catalog by name, found by one walk of its folders and kept for the
/// process while the catalog's top folder is unchanged, so that a run looking up a thousand
/// images walks a catalog of a hundred thousand files once.
///
/// A set's name is its folder's name without the extension, after the names of the groups
/// above it that provide a namespace (`"provides-namespace": true` in the group's
/// `Contents.json`), joined with `/`, as Xcode names it: `Icons/pin` for
/// `Icons/pin.imageset` in a namespaced group `Icons`. Among sets of one name, the first in
/// path order wins. Groups are the folders that are not sets or other asset kinds (a sprite
/// atlas is one); folders reached through symbolic links are not searched. The walk goes at
/// most ``maximumDepth`` groups deep and lists at most ``maximumEntries`` folder entries; what
/// lies beyond is not searched, with a warning.
package struct AssetCatalogIndex: Sendable {
  /// How many groups deep sets are found.
  static let maximumDepth = 16
  /// How many folder entries one catalog's walk lists at most.
  static let maximumEntries = 1_000_000
  /// How many catalogs' indexes the process keeps (the least recently used go).
  static let keptCatalogs = 64

  /// The set folders by `<name>.<kind>`, as paths relative to the catalog.
  private(set) var sets: [String: String] = [:]

  /// The folder of the set `name` of `kind` (`imageset`, `colorset`) in `catalog`, if any.
  static func set(named name: String, kind: String, in catalog: URL) -> URL? {
    index(of: catalog).sets["\(name).\(kind)"].map { catalog.appendingPathComponent($0) }
  }

  private struct Key: Hashable {
    let path: String
    let modified: Int
  }

  private static let cache = Mutex<[(key: Key, index: AssetCatalogIndex)]>([])
  private static let walks = Mutex<[String: Int]>([:])

  /// How many times the catalog at `url` was walked in this process: once, however many images
  /// are looked up in it, until its top folder changes.
  package static func walkCount(of url: URL) -> Int {
    walks.withLock { $0[url.standardizedFileURL.path] ?? 0 }
  }

  private static func index(of catalog: URL) -> AssetCatalogIndex {
    var info = stat()
    let path = catalog.standardizedFileURL.path
    let modified =
      stat(path, &info) == 0
      ? Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec) : 0
    let key = Key(path: path, modified: modified)
    if let hit = cache.withLock({ list -> AssetCatalogIndex? in
      guard let position = list.firstIndex(where: { $0.key == key }) else { return nil }
      let entry = list.remove(at: position)
      list.append(entry)
      return entry.index
    }) {
      return hit
    }
    walks.withLock { $0[path, default: 0] += 1 }
    var index = AssetCatalogIndex()
    var walk = Walk(catalog: catalog)
    walk.visit(folder: "", namespace: "", depth: 0, into: &index)
    cache.withLock { list in
      list.removeAll { $0.key.path == path }
      list.append((key, index))
      if list.count > keptCatalogs { list.removeFirst(list.count - keptCatalogs) }
    }
    return index
  }

  /// One walk of a catalog's groups.
  private struct Walk {
    let catalog: URL
    var listed = 0
    var warned = false

    mutating func visit(
      folder: String, namespace: String, depth: Int, into index: inout AssetCatalogIndex
    ) {
      let url = folder.isEmpty ? catalog : catalog.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      listed += names.count
      guard listed <= maximumEntries, depth <= maximumDepth else {
        warnOnce(
          depth > maximumDepth
            ? "groups deeper than \(maximumDepth)" : "more than \(maximumEntries) files")
        return
      }
      for name in names.sorted() {
        let path = folder.isEmpty ? name : "\(folder)/\(name)"
        let child = catalog.appendingPathComponent(path)
        guard InputFile.kind(of: child) == .directory else { continue }
        let ext = (name as NSString).pathExtension
        if AssetCatalog.setKinds.contains(ext) {
          let key = namespace + name
          if index.sets[key] == nil { index.sets[key] = path }
        } else if !Self.otherAssetKinds.contains(ext) {
          let prefix = AssetCatalog.providesNamespace(child) ? "\(namespace)\(name)/" : namespace
          visit(folder: path, namespace: prefix, depth: depth + 1, into: &index)
        }
      }
    }

    /// Folders of asset kinds Pinframe does not read, which are not groups either.
    static let otherAssetKinds: Set<String> = [
      "appiconset", "dataset", "symbolset", "iconset", "launchimage", "brandassets",
      "imagestack", "imagestacklayer", "textureset", "cubetextureset", "arresourcegroup",
      "arreferenceimage", "arobject", "complicationset", "mipmapset", "gcdashboardimage",
      "gcleaderboard", "gcleaderboardset", "stickerpack", "sticker", "stickersequence",
    ]

    private mutating func warnOnce(_ what: String) {
      guard !warned else { return }
      warned = true
      ImageWarning.report(
        "asset catalog '\(catalog.path)' has \(what); the rest of it is not searched")
    }
  }
}

import Pinframe

extension ViewTreeDump {
  /// The names of the stored properties of a view (its own class and its superclasses below
  /// `UIView`) that hold its subviews, found by reflection: `avatar`, or `segments[2]` for
  /// the third view of an array property.
  struct PropertyNames {
    private var names: [ObjectIdentifier: String] = [:]

    /// No names.
    init() {}

    /// Reads `view`'s stored properties.
    @MainActor
    init(of view: View) {
      guard !view.subviews.isEmpty else {
        self.init()
        return
      }
      self.init(reflecting: view, below: View.self)
    }

    /// Reads the stored properties of `controller`'s class and its superclasses below
    /// `UIViewController`: the views a controller holds (`box`, `rows[1]`).
    @MainActor
    init(of controller: UIViewController) {
      self.init(reflecting: controller, below: UIViewController.self)
    }

    private init(reflecting subject: Any, below base: Any.Type) {
      var mirror: Mirror? = Mirror(reflecting: subject)
      while let current = mirror, current.subjectType != base {
        for child in current.children {
          guard let label = child.label.map(Self.propertyName) else { continue }
          add(child.value, label: label)
        }
        mirror = current.superclassMirror
      }
    }

    /// The property holding `view`, if any.
    func name(of view: View) -> String? {
      names[ObjectIdentifier(view)]
    }

    /// These names, with `nearer`'s in place of any the two both give.
    func overridden(by nearer: PropertyNames) -> PropertyNames {
      guard !nearer.names.isEmpty else { return self }
      var merged = self
      merged.names.merge(nearer.names) { _, near in near }
      return merged
    }

    /// Notes a view or an array of views, keeping the first property that holds a view.
    private mutating func add(_ value: Any, label: String) {
      if let view = value as? View {
        names[ObjectIdentifier(view)] = names[ObjectIdentifier(view)] ?? label
      } else if let views = value as? [View] {
        for (index, view) in views.enumerated() {
          names[ObjectIdentifier(view)] = names[ObjectIdentifier(view)] ?? "\(label)[\(index)]"
        }
      }
    }

    /// A stored property's name as its users spell it: without the storage prefix of `lazy`
    /// properties, or the underscore of a property wrapper's or a computed property's storage
    /// (`_textLabel` backs `textLabel`).
    private static func propertyName(_ label: String) -> String {
      let lazyPrefix = "$__lazy_storage_$_"
      if label.hasPrefix(lazyPrefix) { return String(label.dropFirst(lazyPrefix.count)) }
      return label.hasPrefix("_") && label.count > 1 ? String(label.dropFirst()) : label
    }
  }
}

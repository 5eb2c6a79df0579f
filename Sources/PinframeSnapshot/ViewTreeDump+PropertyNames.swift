import Pinframe

extension ViewTreeDump {
  /// The names of the stored properties of a view (its own class and its superclasses below
  /// `UIView`) that hold its subviews, found by reflection: `avatar`, or `segments[2]` for
  /// the third view of an array property.
  struct PropertyNames {
    private var names: [ObjectIdentifier: String] = [:]

    /// Reads `view`'s stored properties.
    @MainActor
    init(of view: View) {
      guard !view.subviews.isEmpty else { return }
      var mirror: Mirror? = Mirror(reflecting: view)
      while let current = mirror, current.subjectType != View.self {
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

    /// A stored property's name without the storage prefix of `lazy` properties.
    private static func propertyName(_ label: String) -> String {
      let lazyPrefix = "$__lazy_storage_$_"
      return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
    }
  }
}

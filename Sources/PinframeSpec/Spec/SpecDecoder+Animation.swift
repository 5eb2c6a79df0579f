extension SpecDecoder {
  /// The `animation` object.
  func decodeAnimation(_ field: JSONField) throws(SpecError) -> AnimationSpec {
    let limits = context.limits
    let reader = try context.object(field, keys: ["fps", "steps"])
    let fps = try reader.number("fps", .wholeNumber(1...limits.maximumFramesPerSecond)) ?? 60
    let stepsField = try reader.required("steps")
    let elements = try context.array(stepsField, expectation: "an array of steps")
    guard (1...limits.maximumSteps).contains(elements.count) else {
      throw context.error(
        "expected 1 to \(limits.maximumSteps) steps, got \(elements.count)", at: stepsField)
    }
    var steps: [AnimationStep] = []
    for element in elements {
      steps.append(try decodeStep(element))
    }
    let seconds = steps.reduce(0) { $0 + $1.delay + $1.duration + $1.pause }
    guard seconds <= limits.maximumAnimationSeconds else {
      throw context.error(
        "the steps last \(formatted(seconds)) seconds in all; the limit is "
          + formatted(limits.maximumAnimationSeconds), at: stepsField)
    }
    return AnimationSpec(framesPerSecond: Int(fps), steps: steps)
  }

  private func decodeStep(_ field: JSONField) throws(SpecError) -> AnimationStep {
    let reader = try context.object(
      field, keys: ["duration", "delay", "curve", "spring", "changes", "pause"])
    let seconds = NumberRule.seconds(context.limits.maximumStepSeconds)
    return AnimationStep(
      duration: try context.number(reader.required("duration"), seconds),
      delay: try reader.number("delay", seconds) ?? 0, timing: try decodeTiming(reader),
      changes: try decodeChanges(reader.required("changes")),
      pause: try reader.number("pause", seconds) ?? 0)
  }

  private func decodeTiming(_ reader: ObjectReader) throws(SpecError) -> AnimationTiming {
    if let spring = reader["spring"] {
      guard reader["curve"] == nil else {
        throw context.error("a step has either 'curve' or 'spring', not both", at: spring)
      }
      let springReader = try context.object(spring, keys: ["damping", "velocity"])
      return .spring(
        damping: try context.number(springReader.required("damping"), .damping),
        velocity: try springReader.number("velocity", .coordinate(context.limits.maximumPoints))
          ?? 0)
    }
    guard let curveField = reader["curve"] else { return .curve(.easeInOut) }
    let name = try context.string(curveField, expectation: "a curve name")
    guard let curve = AnimationCurve(rawValue: name) else {
      let names = AnimationCurve.allCases.map(\.rawValue)
      throw context.error(
        "unknown curve '\(name)'\(Suggestion.hintOrChoices(for: name, in: names))", at: curveField)
    }
    return .curve(curve)
  }

  private func decodeChanges(_ field: JSONField) throws(SpecError) -> [ViewChange] {
    guard case .object(let members) = field.value.kind else {
      throw context.expected("an object of changes by view id", field)
    }
    var changes: [ViewChange] = []
    for member in members {
      let path = field.path.appending(member.key)
      guard validator.viewIDs.contains(member.key) else {
        let hint = Suggestion.hint(for: member.key, in: validator.sortedViewIDs)
        throw context.error(
          "unknown view '\(member.key)'\(hint)", at: path, offset: member.keyOffset)
      }
      let reader = try context.object(
        JSONField(value: member.value, path: path), keys: Self.propertyKeys)
      changes.append(ViewChange(id: member.key, properties: try decodeProperties(reader)))
    }
    return changes
  }
}

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
    let animation = AnimationSpec(framesPerSecond: Int(fps), steps: steps)
    guard animation.duration <= limits.maximumAnimationSeconds else {
      throw context.error(
        "the steps last \(formatted(animation.duration)) seconds in all; the limit is "
          + formatted(limits.maximumAnimationSeconds), at: stepsField)
    }
    return animation
  }

  private func decodeStep(_ field: JSONField) throws(SpecError) -> AnimationStep {
    let reader = try context.object(
      field,
      keys: ["duration", "delay", "curve", "spring", "changes", "keyframes", "start", "pause"])
    let seconds = NumberRule.seconds(context.limits.maximumStepSeconds)
    let timing = try decodeTiming(reader)
    let keyframes = try reader["keyframes"].map { field throws(SpecError) in
      try decodeKeyframes(field, timing: timing)
    }
    let changes =
      keyframes == nil || reader["changes"] != nil
      ? try decodeChanges(reader.required("changes"), allowsDelay: keyframes == nil) : []
    return AnimationStep(
      duration: try context.number(reader.required("duration"), seconds),
      delay: try reader.number("delay", seconds) ?? 0, timing: timing, changes: changes,
      pause: try reader.number("pause", seconds) ?? 0, keyframes: keyframes ?? [],
      startsWithPrevious: try decodeStart(reader["start"]))
  }

  /// `"start"`: `"afterPrevious"` (the default) or `"withPrevious"`.
  private func decodeStart(_ field: JSONField?) throws(SpecError) -> Bool {
    guard let field else { return false }
    let choices = ["afterPrevious", "withPrevious"]
    let text = try context.string(field, expectation: "\"afterPrevious\" or \"withPrevious\"")
    guard choices.contains(text) else {
      throw context.error(
        "unknown start '\(text)'\(Suggestion.hintOrChoices(for: text, in: choices))", at: field)
    }
    return text == "withPrevious"
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
    if case .array = curveField.value.kind { return try decodeBezier(curveField) }
    let name = try context.string(
      curveField, expectation: "a curve name or control points [x1, y1, x2, y2]")
    guard let curve = AnimationCurve(rawValue: name) else {
      let names = AnimationCurve.allCases.map(\.rawValue)
      throw context.error(
        "unknown curve '\(name)'\(Suggestion.hintOrChoices(for: name, in: names))", at: curveField)
    }
    return .curve(curve)
  }

  /// `[x1, y1, x2, y2]`: a cubic Bézier's control points, x from 0 to 1.
  private func decodeBezier(_ field: JSONField) throws(SpecError) -> AnimationTiming {
    let expectation = "control points [x1, y1, x2, y2]"
    let elements = try context.array(field, expectation: expectation)
    guard elements.count == 4 else {
      throw context.error("expected \(expectation), got \(elements.count) values", at: field)
    }
    let y = NumberRule.coordinate(10)
    return .cubicBezier(
      x1: try context.number(elements[0], .fraction), y1: try context.number(elements[1], y),
      x2: try context.number(elements[2], .fraction), y2: try context.number(elements[3], y))
  }

  /// `"keyframes"`: `[{"start": 0, "duration": 0.5, "changes": {…}}, …]`, fractions of the
  /// step's duration; the step's curve (a named one) warps the whole step, as in UIKit.
  private func decodeKeyframes(_ field: JSONField, timing: AnimationTiming)
    throws(SpecError) -> [AnimationKeyframe]
  {
    guard case .curve = timing else {
      throw context.error("keyframes take a named curve, not a spring or control points", at: field)
    }
    let elements = try context.array(field, expectation: "an array of keyframes")
    guard (1...context.limits.maximumSteps).contains(elements.count) else {
      throw context.error(
        "expected 1 to \(context.limits.maximumSteps) keyframes, got \(elements.count)", at: field)
    }
    var keyframes: [AnimationKeyframe] = []
    for element in elements {
      let reader = try context.object(element, keys: ["start", "duration", "changes"])
      let start = try context.number(reader.required("start"), .fraction)
      let duration = try context.number(reader.required("duration"), .fraction)
      guard start + duration <= 1 + 1e-9 else {
        throw context.error(
          "the keyframe ends at \(formatted(start + duration)) of the step; keyframes end by 1",
          at: element)
      }
      keyframes.append(
        AnimationKeyframe(
          start: start, duration: duration,
          changes: try decodeChanges(reader.required("changes"), allowsDelay: false)))
    }
    return keyframes
  }

  /// The changes by view id; each may have its own `delay` when `allowsDelay`.
  private func decodeChanges(_ field: JSONField, allowsDelay: Bool) throws(SpecError)
    -> [ViewChange]
  {
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
        JSONField(value: member.value, path: path),
        keys: Self.propertyKeys + (allowsDelay ? ["delay"] : []))
      changes.append(
        ViewChange(
          id: member.key, properties: try decodeProperties(reader, of: member.key),
          delay: try reader.number("delay", .seconds(context.limits.maximumStepSeconds)) ?? 0))
    }
    return changes
  }
}

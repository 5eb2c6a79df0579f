import Foundation

/// How the cost of a spec grows with its number of views: `pinframe render` of 2,000 and
/// 4,000 chained views, and `pinframe animate` of 10 steps over as many, as whole processes.
///
/// Each view's chain names the view before it (`below(of: v41)`), so every chain looks a view
/// up. Work that grows linearly doubles from the 2,000-view row to the 4,000-view row; a
/// quadratic lookup (one copy of every view per chain) would make it four times.
func specScalingBenchmarks() throws -> String {
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-bench-scaling-\(getpid())")
  defer { try? FileManager.default.removeItem(at: scratch) }
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  let setup = ProcessBenchSetup(root: BenchScene.packageRoot(), scratch: scratch)
  guard FileManager.default.isExecutableFile(atPath: setup.pinframe.path) else {
    return "## Spec scaling\nno pinframe binary at \(setup.pinframe.path)"
  }
  let tables =
    try [(false, "render"), (true, "animate")].map { animated, command in
      try scalingTable(setup, animated: animated, command: command)
    } + [try recordTable(setup)]
  return tables.map { $0.render() }.joined(separator: "\n\n")
}

/// `pinframe test --record all` over 1,000 and 2,000 trivial specs, each run from no
/// references: every spec records one and adds one report record (linear: 2× per 2× specs).
private func recordTable(_ setup: ProcessBenchSetup) throws -> BenchmarkTable {
  let counts = [1_000, 2_000]
  let bodies = try counts.map { count -> () throws -> Void in
    let project = setup.scratch.appendingPathComponent("record-\(count)")
    let specs = project.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    let spec = Data(
      #"{"canvas":{"width":10,"height":10,"scale":1},"views":[{"id":"a","color":"red","frame":[0,0,5,5]}]}"#
        .utf8)
    for index in 0..<count {
      try spec.write(to: specs.appendingPathComponent("s\(index).json"))
    }
    let command = setup.pinframe([
      "test", specs.path, "--record", "all", "--snapshots",
      project.appendingPathComponent("Snapshots").path, "--report",
      project.appendingPathComponent("report").path, "-q",
    ])
    return {
      try? FileManager.default.removeItem(at: project.appendingPathComponent("Snapshots"))
      try command.run()
    }
  }
  let times = try Measurement.interleaved(runs: 3, bodies)
  let ratio = times[1].median / times[0].median
  return BenchmarkTable(
    title: "Spec scaling: pinframe test --record all, trivial specs (linear: 2× per 2× specs)",
    baseline: BenchmarkTable.Row(name: "1,000 specs", measurement: times[0]),
    rows: [
      BenchmarkTable.Row(
        name: "2,000 specs", measurement: times[1],
        note: String(format: "%.2f× the time for 2× the specs", ratio)
          + (ratio < 2.6 ? ", linear" : ", GROWS FASTER THAN LINEAR"))
    ])
}

/// One table: the command on 2,000 views (the baseline) and on 4,000.
private func scalingTable(_ setup: ProcessBenchSetup, animated: Bool, command: String) throws
  -> BenchmarkTable
{
  let counts = [2_000, 4_000]
  let commands = try counts.map { count in
    let spec = setup.scratch.appendingPathComponent("views-\(count)-\(command).json")
    try Data(chainedSpec(views: count, steps: animated ? 10 : 0).utf8).write(to: spec)
    let output = setup.scratch.appendingPathComponent(animated ? "out.apng" : "out.png")
    let jobs = animated ? ["--jobs", "1"] : []
    return setup.pinframe([command, spec.path, "-o", output.path, "-q"] + jobs)
  }
  let times = try Measurement.interleaved(runs: 5, commands.map { $0.run })
  let ratio = times[1].median / times[0].median
  let what = animated ? "10 animation steps" : "one image"
  return BenchmarkTable(
    title: "Spec scaling: pinframe \(command), \(what), chained views (linear: 2× per 2× views)",
    baseline: BenchmarkTable.Row(name: "2,000 views", measurement: times[0]),
    rows: [
      BenchmarkTable.Row(
        name: "4,000 views", measurement: times[1],
        note: String(format: "%.2f× the time for 2× the views", ratio)
          + (ratio < 2.6 ? ", linear" : ", GROWS FASTER THAN LINEAR"))
    ])
}

/// A spec of `views` 10-point squares, each chained below the one before it, with `steps`
/// animation steps that move the first square (and so, through the chains, every square).
func chainedSpec(views: Int, steps: Int) -> String {
  var items = [#"{"id":"v0","color":"red","pin":"top().left().size(10)"}"#]
  for index in 1..<max(views, 1) {
    items.append(
      ##"{"id":"v\##(index)","color":"#0000ff88","pin":"below(of: v\##(index - 1)).left(\##(index % 50)).size(10)"}"##
    )
  }
  let changes = (0..<steps).map { step in
    #"{"duration":0.1,"changes":{"v0":{"pin":"top(\#(step)).left().size(10)"}}}"#
  }
  let animation =
    steps > 0 ? #","animation":{"fps":10,"steps":[\#(changes.joined(separator: ","))]}"# : ""
  return
    #"{"canvas":{"width":400,"height":800},"views":[\#(items.joined(separator: ","))]\#(animation)}"#
}

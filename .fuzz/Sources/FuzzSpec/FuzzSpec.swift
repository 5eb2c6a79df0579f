import CFuzzDriver
import Foundation
import PinframeSpec

/// Feeds one input, as JSON bytes, to the layout spec decoder.
///
/// A ``SpecError`` is the expected outcome for bad input (its description is rendered too, to
/// exercise the source snippets); a crash, a sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
  do {
    let spec = try LayoutSpec(json: bytes, file: "fuzz.json")
    precondition(spec.layoutOrder.count == Set(spec.layoutOrder).count, "view ids are unique")
  } catch {
    precondition(!error.description.isEmpty, "empty message")
  }
  return 0
}

/// Runs libFuzzer on ``fuzzSpec(_:_:)`` with the command line's options.
@main
enum FuzzSpecMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzSpec))
  }
}

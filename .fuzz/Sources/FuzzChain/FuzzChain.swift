import CFuzzDriver
import Foundation
import PinframeSpec

/// The views a fuzzed chain may name.
private let viewIDs = ["red", "blue", "green", "card", "title"]

/// Feeds one input, as chain text, to the chain parser and then to the validator.
///
/// A ``ChainSyntaxError`` or ``ChainValidationError`` is the expected outcome for bad input (its
/// description is rendered too); a crash, a sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChain(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  var parser = ChainParser(text)
  do {
    let chain = try parser.parse()
    let calls = try ChainValidator(viewIDs: viewIDs).validate(chain, text: text)
    precondition(calls.count <= ChainLimits.standard.maximumCalls, "call limit")
  } catch {
    precondition(!String(describing: error).isEmpty, "empty message")
  }
  return 0
}

/// Runs libFuzzer on ``fuzzChain(_:_:)`` with the command line's options.
@main
enum FuzzChainMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzChain))
  }
}

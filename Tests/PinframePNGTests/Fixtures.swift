import Foundation
import PinframeTestSupport

/// Fixtures/png/expected.json, written by Fixtures/png/generate.py.
struct ExpectedFixtures: Decodable {
  struct Image: Decodable {
    let width: Int
    let height: Int
    let rgba: String
    let text: [String: String]
  }

  struct Frame: Decodable {
    let delay: [Int]
    let rgba: String
  }

  struct Animation: Decodable {
    let width: Int
    let height: Int
    let loopCount: Int
    let frames: [Frame]
  }

  let valid: [String: Image]
  let apng: [String: Animation]

  static func load() throws -> ExpectedFixtures {
    try JSONDecoder().decode(Self.self, from: fixture("expected.json"))
  }
}

/// The bytes of a file under Fixtures/png/.
func fixture(_ name: String) throws -> Data {
  try Data(contentsOf: fixtureURL("png/" + name))
}

/// Bytes from a hex string such as "ff00a0".
func bytes(hex: String) -> [UInt8] {
  var bytes: [UInt8] = []
  var index = hex.startIndex
  while index < hex.endIndex {
    let next = hex.index(index, offsetBy: 2)
    bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
    index = next
  }
  return bytes
}

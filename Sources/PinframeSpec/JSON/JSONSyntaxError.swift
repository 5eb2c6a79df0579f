/// JSON that cannot be parsed, or that is over a nesting or string-length limit.
struct JSONSyntaxError: Error, Sendable {
  /// What is wrong.
  var message: String
  /// The byte offset of the fault.
  var offset: Int
  /// The path of the innermost value being parsed.
  var path: JSONPath
}

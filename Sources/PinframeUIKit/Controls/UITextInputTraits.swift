/// Which keyboard a text input asks for, as UIKit's `UIKeyboardType`; stored (no keyboard shows
/// on Linux).
public enum UIKeyboardType: Int, Sendable, Hashable {
  /// The default keyboard.
  case `default` = 0
  /// ASCII letters.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's name.
  case URL = 3
  /// Digits.
  case numberPad = 4
  /// A phone keypad.
  case phonePad = 5
  /// A phone keypad with names.
  case namePhonePad = 6
  /// For e-mail addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// With @ and #.
  case twitter = 9
  /// For web searches.
  case webSearch = 10
  /// ASCII digits.
  case asciiCapableNumberPad = 11
}

/// The title of the return key, as UIKit's `UIReturnKeyType`; stored.
public enum UIReturnKeyType: Int, Sendable, Hashable {
  /// "return".
  case `default` = 0
  /// "Go".
  case go = 1
  /// "Google".
  case google = 2
  /// "Join".
  case join = 3
  /// "Next".
  case next = 4
  /// "Route".
  case route = 5
  /// "Search".
  case search = 6
  /// "Send".
  case send = 7
  /// "Yahoo".
  case yahoo = 8
  /// "Done".
  case done = 9
  /// "Emergency Call".
  case emergencyCall = 10
  /// "Continue".
  case `continue` = 11
}

/// When typed text is capitalized, as UIKit's `UITextAutocapitalizationType`; stored.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
  /// Never.
  case none = 0
  /// Each word.
  case words = 1
  /// Each sentence.
  case sentences = 2
  /// Every character.
  case allCharacters = 3
}

/// Whether typing is corrected, as UIKit's `UITextAutocorrectionType`; stored.
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
  /// As the system decides.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// Whether spelling is checked, as UIKit's `UITextSpellCheckingType`; stored.
public enum UITextSpellCheckingType: Int, Sendable, Hashable {
  /// As the system decides.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// What a text input holds, for autofill, as UIKit's `UITextContentType`; stored.
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
  /// The content type's name.
  public let rawValue: String

  /// A content type from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A person's full name.
  public static let name = UITextContentType(rawValue: "name")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// An e-mail address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's name.
  /// A URL.
  public static let URL = UITextContentType(rawValue: "url")
}

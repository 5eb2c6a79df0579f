#ifndef PINFRAME_XCTEST_HINT_H
#define PINFRAME_XCTEST_HINT_H

/// Whether the abort hint is installed (it is installed when the test binary loads).
int pinframe_xctest_hint_installed(void);

/// The text printed when XCTest aborts while collecting tests; for tests of the text.
const char *pinframe_xctest_hint_text(void);

#endif

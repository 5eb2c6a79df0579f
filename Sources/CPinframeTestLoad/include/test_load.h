#ifndef PINFRAME_TEST_LOAD_H
#define PINFRAME_TEST_LOAD_H

/// Whether the abort hint is installed (it is installed when the test binary loads).
int pinframe_xctest_hint_installed(void);

/// The text printed when XCTest aborts while collecting tests; for tests of the text.
const char *pinframe_xctest_hint_text(void);

/// Whether the test binary gave each Swift Testing test its own view runtime when it loaded.
int pinframe_test_runtimes_installed(void);

#endif

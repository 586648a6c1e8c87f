// The owner of the tests' precompiled headers (tests/CMakeLists.txt): nothing to compile but them.

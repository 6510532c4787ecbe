#ifndef C_BYTE_SEARCH_H
#define C_BYTE_SEARCH_H

#include <stddef.h>

/// The C library's memmem (a GNU extension on Linux, so not visible to Swift's Glibc module).
/// Returns 1 when `needle` occurs in `haystack`.
int a11y_contains_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#endif

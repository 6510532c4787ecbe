#define _GNU_SOURCE
#include <string.h>
#include "CByteSearch.h"

int a11y_contains_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    if (needle_length == 0) return 1;
    return memmem(haystack, haystack_length, needle, needle_length) != NULL;
}

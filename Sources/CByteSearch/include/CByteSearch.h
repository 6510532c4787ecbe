#ifndef C_BYTE_SEARCH_H
#define C_BYTE_SEARCH_H

#include <stddef.h>
#include <sys/types.h>

/// The C library's memmem (a GNU extension on Linux, so not visible to Swift's Glibc module).
/// Returns 1 when `needle` occurs in `haystack`.
int a11y_contains_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

/// Where `needle` first occurs in `haystack`, as an offset from its start, or -1.
long a11y_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

/// Gives memory the C allocator holds free back to the system (glibc's malloc_trim; nothing elsewhere).
void a11y_return_free_memory(void);

/// Caps how many allocation arenas the C allocator keeps (glibc's M_ARENA_MAX; nothing elsewhere). Each
/// thread that allocates may otherwise get an arena of its own, which keeps freed memory for itself.
void a11y_limit_arenas(int count);

/// Starts `path` with `argv` and `envp`, its standard input and output taken from `stdin_fd` and `stdout_fd`,
/// standard error on /dev/null and no other descriptor of the caller. Returns 0 and sets `pid`, or an errno.
int a11y_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], int stdin_fd, int stdout_fd);

#endif

#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <string.h>
#include <unistd.h>
#include "CByteSearch.h"

int a11y_contains_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    if (needle_length == 0) return 1;
    return memmem(haystack, haystack_length, needle, needle_length) != NULL;
}

long a11y_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    if (needle_length == 0) return 0;
    const char *found = memmem(haystack, haystack_length, needle, needle_length);
    return found == NULL ? -1 : (long)(found - (const char *)haystack);
}

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void a11y_return_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

void a11y_limit_arenas(int count) {
#if defined(__GLIBC__)
    mallopt(M_ARENA_MAX, count);
#else
    (void)count;
#endif
}

int a11y_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], int stdin_fd, int stdout_fd) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    posix_spawn_file_actions_adddup2(&actions, stdin_fd, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, stdout_fd, STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
#if defined(__APPLE__)
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_CLOEXEC_DEFAULT);
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
#endif
    int result = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return result;
}

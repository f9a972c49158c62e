// GNU readline's declarations, for their types only: nothing here is linked.
// The studio loads libreadline.so.8 with dlopen when it starts on a terminal
// (ReadlineLibrary.swift), so a one-shot command's image carries none of
// readline (its keymaps alone are pages of relocated pointers at every start).
// readline.h uses FILE without including stdio.h itself.
#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

// The type of each function realmlens calls, taken from readline's own
// declaration, so a symbol found by dlsym is called with its exact signature.
typedef __typeof__(&rl_callback_handler_install) realmlens_rl_callback_handler_install_fn;
typedef __typeof__(&rl_callback_handler_remove) realmlens_rl_callback_handler_remove_fn;
typedef __typeof__(&rl_callback_read_char) realmlens_rl_callback_read_char_fn;
typedef __typeof__(&rl_callback_sigcleanup) realmlens_rl_callback_sigcleanup_fn;
typedef __typeof__(&rl_free_line_state) realmlens_rl_free_line_state_fn;
typedef __typeof__(&add_history) realmlens_add_history_fn;
typedef __typeof__(&read_history) realmlens_read_history_fn;
typedef __typeof__(&write_history) realmlens_write_history_fn;
typedef __typeof__(&append_history) realmlens_append_history_fn;
typedef __typeof__(&history_truncate_file) realmlens_history_truncate_file_fn;
// The type of readline's completion hook (a variable).
typedef __typeof__(rl_attempted_completion_function) realmlens_rl_completion_fn;

// A NULL-terminated, malloc'ed array of `count` malloc'ed strings, as readline's completion wants.
static inline char **realmlens_rl_match_array(int count) {
    char **array = (char **)calloc((size_t)count + 1, sizeof(char *));
    return array;
}

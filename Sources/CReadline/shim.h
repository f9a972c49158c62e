// readline.h uses FILE without including stdio.h itself.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

// Readline is configured through global variables, which Swift 6 cannot touch
// safely; these accessors are the only way our code reaches them.
static inline void realmlens_rl_configure(const char *name, rl_completion_func_t *completion) {
    rl_readline_name = name;
    rl_attempted_completion_function = completion;
}

static inline const char *realmlens_rl_line_buffer(void) { return rl_line_buffer; }

static inline void realmlens_rl_completion_over(int over) { rl_attempted_completion_over = over; }

// A NULL-terminated, malloc'ed array of `count` malloc'ed strings, as readline's completion wants.
static inline char **realmlens_rl_match_array(int count) {
    char **array = (char **)calloc((size_t)count + 1, sizeof(char *));
    return array;
}

// Signals are ours: readline must not install handlers of its own.
static inline void realmlens_rl_disable_signal_handlers(void) { rl_catch_signals = 0; rl_catch_sigwinch = 1; }

#include <sqlite3.h>

// sqlite3_config is variadic, which Swift cannot call: these wrappers can.
// Memory statistics cost a mutex round trip per allocation; nothing reads them.
static inline int realmlens_sqlite3_disable_memstatus(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

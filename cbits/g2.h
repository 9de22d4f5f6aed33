/*
 * g2.h: the whole C ABI between the Haskell plugin/runtime and the Rust engine.
 *
 * This header is the single source of truth. The Rust side is generated from it by
 * bindgen at build time (rust-core/build.rs) and the exported functions are checked
 * against the generated declarations, so the two cannot drift. The Haskell side imports
 * these functions with `foreign import capi "g2.h ..."`.
 *
 * Rules for every function:
 *  - It never unwinds: a Rust panic is caught and reported as G2_ERR_INTERNAL.
 *  - It returns a g2_status. On failure, if `err` is non-NULL, *err receives a
 *    NUL-terminated message owned by the caller, to be released with g2_string_free.
 *  - Strings and handles returned through out-parameters are owned by the caller and
 *    released with the matching *_free function. Inputs are only borrowed for the call.
 */
#ifndef G2_H
#define G2_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The wire-format version this engine reads (docs/wire-format.md). */
#define G2_WIRE_VERSION 4

typedef enum g2_status {
    G2_OK = 0,
    /* The bytes are not a well-formed module (truncated, bad tag, dangling reference). */
    G2_ERR_MALFORMED = 1,
    /* The bytes were written for another wire-format version. */
    G2_ERR_VERSION = 2,
    /* The module uses a construct the engine does not support. */
    G2_ERR_UNSUPPORTED = 3,
    /* A caller error: a NULL pointer or an invalid option. */
    G2_ERR_ARGUMENT = 4,
    /* A bug in the engine (a caught panic). The message says where. */
    G2_ERR_INTERNAL = 5
} g2_status;

/* A decoded module: the program in the engine's arena. Opaque. */
typedef struct g2_module g2_module;

/* The wire-format version this library was built for. */
uint32_t g2_wire_version(void);

/* Decode `len` bytes of wire format into a module.
 * Ownership: `bytes` is borrowed for the call; on G2_OK, *out is a new module owned by
 * the caller (release with g2_module_free). */
g2_status g2_module_load(const uint8_t *bytes, size_t len, g2_module **out, char **err);

/* Render the decoded module in a readable, Haskell-like form.
 * Ownership: `module` is borrowed; on G2_OK, *out is a new string owned by the caller. */
g2_status g2_module_render(const g2_module *module, char **out, char **err);

/* Number of top-level bindings of the module itself (not counting externals). */
g2_status g2_module_binding_count(const g2_module *module, size_t *out, char **err);

/* A census of the module's Core forms, one `form=count` pair per line in a fixed order
 * (see docs/wire-format.md, "Census"). The plugin computes the same census from GHC's
 * Core and compares: this is the cross-language round-trip check.
 * Ownership: `module` is borrowed; on G2_OK, *out is a new string owned by the caller. */
g2_status g2_module_census(const g2_module *module, char **out, char **err);

/* Flags of g2_module_check. */
#define G2_CHECK_MACHINE_INT 1u /* Int is 64-bit (wraparound counterexamples reported,
                                    marked); without it Int is a mathematical integer,
                                    as LiquidHaskell reads it */
#define G2_CHECK_STATE_OUTCOME 2u /* when no counterexample is found, *out is one line
                                      stating the outcome instead of being empty */

/* Check the module's function `function` (its occurrence name) against its contract,
 * the bindings g2__pre_<function> and g2__post_<function> of the module, by
 * counterfactual symbolic execution for at most `timeout_ms` milliseconds, with the
 * G2_CHECK_* `flags`.
 * On G2_OK, *out is the report (empty when no counterexample was found), in the shape
 * of `g2 check`; each counterexample starts with "concrete counterexample:" or
 * "abstract counterexample:" and counterexamples are separated by a blank line. With
 * G2_CHECK_STATE_OUTCOME, a check that found none instead gives one line starting with
 * "no counterexample": "no counterexample exists (every path was explored)", "no
 * counterexample within LIMIT" or "no counterexample found; gave up: CAUSE".
 * Ownership: `module` and `function` are borrowed; *out is owned by the caller. */
g2_status g2_module_check(const g2_module *module, const char *function, uint32_t timeout_ms, uint32_t flags, char **out, char **err);

/* Suggest refinement types for the callees blamed by an abstract counterexample of
 * `function`: specification inference (`g2 infer`) on the module's source file `path`,
 * for at most `timeout_ms` milliseconds in all, each of its checks at most
 * `check_timeout_ms`, with the G2_CHECK_MACHINE_INT flag as g2_module_check. It compiles
 * copies of the module with scripts/g2-ghc (found as `g2` finds it, or $G2_GHC) in a
 * temporary directory, so it costs several compilations.
 * On G2_OK, *out is lines to print under the report: "    suggestion (g2 infer):" and
 * the annotations, then what re-checking them established; or one line
 * "    no suggestion (g2 infer): WHY" (inference that finds nothing, or cannot run, is
 * no error).
 * Ownership: `path` and `function` are borrowed; *out is owned by the caller. */
g2_status g2_suggest(const char *path, const char *function, uint32_t timeout_ms, uint32_t check_timeout_ms, uint32_t flags, char **out, char **err);

/* A G2Q query in progress (opaque). */
typedef struct g2_query g2_query;

/* What a G2Q query did. */
typedef enum g2_query_outcome {
    /* *answer holds one term per symbolic variable; the predicate holds on them. */
    G2_QUERY_SOLVED = 0,
    /* The whole search space was explored: no values satisfy the predicate. */
    G2_QUERY_NO_SOLUTION = 1,
    /* A limit was reached first (time, steps, a path too deep): nothing is known.
     * *answer holds a UTF-8 message saying which. */
    G2_QUERY_GAVE_UP = 2,
    /* Not over: the run needs the argument node *node (docs/wire-format.md, "Terms").
     * Evaluate it and pass its reply to the next g2_query_next. */
    G2_QUERY_NEEDS_NODE = 3,
    /* Not over, and nothing needed yet: `wait_ms` passed. Call g2_query_next again
     * (with no reply). Lets the caller stay responsive, e.g. to its own timeouts. */
    G2_QUERY_RUNNING = 4,
    /* Only with G2_QUERY_CRASHES_ANSWER: the predicate crashes on these values.
     * *answer holds one term per symbolic variable, then the crash's message as a
     * `str` (docs/wire-format.md, "Terms"). */
    G2_QUERY_CRASHED = 5
} g2_query_outcome;

/* Flags of g2_query_start. */
#define G2_QUERY_CRASHES_ANSWER 1u /* values on which the predicate crashes answer the
                                       query too (G2_QUERY_CRASHED), as a failing input
                                       of a property test does; the predicate then runs
                                       in Haskell's evaluation order */

/* Start a G2Q query: find values for the last `n_symbolic` arguments of the module's
 * predicate binding `predicate` (a Bool function; its occurrence name, e.g.
 * "g2'query'12'7") such that it returns True (or crashes, with the flag
 * G2_QUERY_CRASHES_ANSWER; no other flag is defined), given the other arguments.
 * `inputs` is a term list (docs/wire-format.md, "Terms") with the concrete arguments,
 * in order; a part sent as a node id (tag 8) is asked for, through g2_query_next, only
 * if the run needs it. Limits: `timeout_ms` of wall-clock time, `max_steps` reduction
 * steps per path (0: the default). The query runs on its own thread; several queries
 * may run at once from different threads.
 * On G2_OK, *query is the new query, owned by the caller: release it with g2_query_free.
 * Ownership: `predicate` and `inputs` are borrowed for the call; `module` must outlive
 * the query. */
g2_status g2_query_start(const g2_module *module, const char *predicate,
                         const uint8_t *inputs, size_t inputs_len, uint32_t n_symbolic,
                         uint32_t timeout_ms, uint64_t max_steps, uint32_t flags,
                         g2_query **query, char **err);

/* Run the query until it needs an argument node or is over, waiting at most `wait_ms`
 * milliseconds (then G2_QUERY_RUNNING). `reply` is NULL (length 0) on the first call
 * and after G2_QUERY_RUNNING; after G2_QUERY_NEEDS_NODE it is the reply for that node
 * (docs/wire-format.md, "Terms": the node's constructor, or the message of the
 * exception evaluating it threw).
 * On G2_OK, *outcome says what happened: for NEEDS_NODE, *node is the node's id;
 * otherwise *answer / *answer_len hold a term list (SOLVED), a term list and a
 * message (CRASHED) or a message (GAVE_UP),
 * owned by the caller (release with g2_bytes_free), and the query is over.
 * Ownership: `query` and `reply` are borrowed for the call. */
g2_status g2_query_next(g2_query *query, const uint8_t *reply, size_t reply_len,
                        uint32_t wait_ms, g2_query_outcome *outcome, uint64_t *node,
                        uint8_t **answer, size_t *answer_len, char **err);

/* Stop a query (if it still runs) and release it. NULL is allowed and ignored. */
void g2_query_free(g2_query *query);

/* Release bytes returned by this library. NULL is allowed and ignored. */
void g2_bytes_free(uint8_t *bytes, size_t len);

/* Release a module. NULL is allowed and ignored. */
void g2_module_free(g2_module *module);

/* Release a string returned by this library. NULL is allowed and ignored. */
void g2_string_free(char *s);

#ifdef __cplusplus
}
#endif

#endif /* G2_H */

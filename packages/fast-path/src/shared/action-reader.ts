/**
 * Reads the action verb of a request, in a canonical form shared by Italian and English (`delete` for "delete",
 * "elimina", "cancella"; `list` for "list", "elenca"), or `undefined` when it names none. L1 and L2 never replay a
 * row whose action differs from the request's. The Naming Authority's `readAction` (@metnos/tool-grammar) is
 * meant to be passed here; `readRequestAction` is the built-in reader until then.
 */
export type ActionReader = (text: string) => string | undefined;

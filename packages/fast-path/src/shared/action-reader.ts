/**
 * Reads the action verb of a request, in a canonical form shared by Italian and English (`delete` for "delete",
 * "elimina", "cancella"; `find` for "list", "elenca"), or `undefined` when it names none. L1 and L2 never replay a
 * row whose action differs from the request's. The default is the Naming Authority's `readAction`
 * (@metnos/lexicon); inject another for a vocabulary of your own.
 */
export type ActionReader = (text: string) => string | undefined;

/**
 * One chrono-node locale module (`chrono-node/en`, `chrono-node/it`): the part args-extractor calls, written out so
 * that its declarations name no chrono-node module (they resolve under every `moduleResolution`).
 */
export interface ChronoLocale {
  parse(text: string, reference?: Date, option?: { forwardDate?: boolean }): Array<{
    index: number;
    text: string;
    start: { isCertain(component: string): boolean; get(component: string): number | null };
  }>;
}

/** chrono-node's English and Italian parsers. */
export interface ChronoLocales {
  en: ChronoLocale;
  it: ChronoLocale;
}

type NodeModuleBuiltin = { createRequire: (from: string) => (id: string) => unknown };

let loaded: ChronoLocales | undefined;
let outsideNode = false;

/**
 * Hands args-extractor chrono-node's parsers (the fallback for calendar-date spellings its own rules do not know).
 * In Node there is no need: chrono-node is loaded (with `require`, from args-extractor's own dependencies) the first
 * time a text needs the fallback, never at import. In a browser or an edge runtime, where no `require` exists, call
 * it once: `import * as en from 'chrono-node/en'; import * as it from 'chrono-node/it'; provideChrono({ en, it });`
 * — without it the fallback finds nothing there and only the rules read dates.
 */
export function provideChrono(locales: ChronoLocales): void {
  loaded = locales;
  outsideNode = false;
}

/**
 * chrono-node's parsers: the provided ones, else loaded once with Node's `require` (found through
 * `process.getBuiltinModule`, so that no `node:` import keeps args-extractor from bundling for the browser; the
 * CommonJS build gets `import.meta.url` from tsup's shims); undefined outside Node when none were provided.
 */
export function loadChrono(): ChronoLocales | undefined {
  if (loaded !== undefined || outsideNode) return loaded;
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const nodeModule = runtime?.getBuiltinModule?.('node:module') as NodeModuleBuiltin | undefined;
  if (nodeModule === undefined) {
    outsideNode = true;
    return undefined;
  }
  const requireHere = nodeModule.createRequire(import.meta.url);
  // The English and Italian locales alone: the package root loads every locale chrono-node has (ja, zh, ru, uk, …),
  // about 5x the start-up cost.
  loaded = { en: requireHere('chrono-node/en') as ChronoLocale, it: requireHere('chrono-node/it') as ChronoLocale };
  return loaded;
}

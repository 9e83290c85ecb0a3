import { metnosBuild } from '../../tsup.shared.ts';

// `internal`: what sibling @metnos packages build on (no semver promise), its own entry so the main one stays small.
// shims: the CommonJS build gets `import.meta.url` (load-chrono.ts loads chrono-node lazily through createRequire).
export default metnosBuild({ index: 'src/index.ts', internal: 'src/internal.ts' }, { shims: true });

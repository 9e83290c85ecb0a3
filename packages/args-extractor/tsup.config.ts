import { metnosBuild } from '../../tsup.shared.ts';

// shims: the CommonJS build gets `import.meta.url` (load-chrono.ts loads chrono-node lazily through createRequire).
export default metnosBuild(undefined, { shims: true });

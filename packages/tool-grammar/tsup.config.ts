import { metnosBuild } from '../../tsup.shared.ts';

// shims: the CommonJS build gets `import.meta.url` (ajv-for-schema loads ajv lazily through createRequire).
export default metnosBuild(undefined, { shims: true });

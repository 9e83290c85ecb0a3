import { metnosBuild } from '../../tsup.shared.ts';

// The contract suites import vitest (the runner of whoever calls them): never bundled.
export default metnosBuild(undefined, { external: ['vitest'] });

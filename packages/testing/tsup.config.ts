import { metnosBuild } from '../../tsup.shared.ts';

// The contract suites import vitest (the runner of whoever calls them): never bundled. `fixtures` is the data the
// store contract suites share, for a package's own tests that write the same history into two stores.
export default metnosBuild({ index: 'src/index.ts', fixtures: 'src/contracts/contract-fixtures.ts' }, { external: ['vitest'] });

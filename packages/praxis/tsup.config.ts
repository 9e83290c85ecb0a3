import { metnosBuild } from '../../tsup.shared.ts';

// `replay` is its own entry: only a consumer that replays skills loads args-extractor (and chrono-node). `revert`
// too: a store that applies reverts (praxis-store) loads neither lexicon nor the hashes.
export default metnosBuild({ index: 'src/index.ts', replay: 'src/replay/index.ts', revert: 'src/revert/index.ts' });

import { metnosBuild } from '../../tsup.shared.ts';

// `replay` is its own entry: only a consumer that replays skills loads args-extractor (and chrono-node).
export default metnosBuild({ index: 'src/index.ts', replay: 'src/replay/index.ts' });

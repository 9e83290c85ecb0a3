import { metnosBuild } from '../../tsup.shared.ts';

export default metnosBuild({ index: 'src/index.ts', config: 'src/config/index.ts', internal: 'src/internal.ts' });

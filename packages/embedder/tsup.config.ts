import { metnosBuild } from '../../tsup.shared.ts';

export default metnosBuild({ index: 'src/index.ts', hashed: 'src/hashed.ts' });

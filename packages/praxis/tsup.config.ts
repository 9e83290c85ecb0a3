import { metnosBuild } from '../../tsup.shared.ts';

export default metnosBuild();

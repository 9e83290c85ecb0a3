import { metnosProject } from '../../vitest.shared';

export default metnosProject('args-extractor');

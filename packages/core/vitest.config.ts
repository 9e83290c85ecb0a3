import { metnosProject } from '../../vitest.shared';

export default metnosProject('core');

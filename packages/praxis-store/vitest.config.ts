import { metnosProject } from '../../vitest.shared';

export default metnosProject('praxis-store');

import { metnosProject } from '../../vitest.shared.ts';

export default metnosProject('praxis');

import { metnosProject } from '../../vitest.shared.ts';

export default metnosProject('http-client');

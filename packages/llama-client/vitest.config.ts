import { metnosProject } from '../../vitest.shared.ts';

export default metnosProject('llama-client', { include: ['src/**/*.test.ts', 'test/live/**/*.test.ts', 'test/scripts/**/*.test.ts'] });

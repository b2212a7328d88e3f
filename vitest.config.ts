import { defineConfig } from 'vitest/config';
import { csvAsText } from './tests/csv-as-text.ts';
import server, { contractCallsDir } from './tests/server/vitest.config.ts';

export default defineConfig({
  plugins: [csvAsText],
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/__tests__/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx', 'src/**/__tests__/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          // A screen's first render loads its chunk and catalogue on demand; on two busy cores that alone can pass 5 s.
          testTimeout: 20_000,
        },
      },
      server,
      {
        extends: true,
        test: {
          name: 'coverage',
          include: ['tests/coverage/**/*.test.ts'],
          environment: 'node',
          provide: { contractCallsDir },
          // After the server project, whose contract suites write down what they called.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});

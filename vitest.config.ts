import { defineConfig } from 'vitest/config';

// Four projects: pure logic, React components, emulator integration, browser journeys.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'web/build/**/*.test.ts'],
        },
      },
      {
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          // Shared emulators: files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

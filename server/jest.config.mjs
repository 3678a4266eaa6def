/**
 * The intake API's integration tests (npm run test:server): each starts the real server as a child
 * process on a real database, so they run apart from the unit tests, which the root config runs.
 * PostgreSQL joins SQLite when TEST_DATABASE_URL (or DATABASE_URL) is set.
 * @type {import('jest').Config}
 */
const config = {
  rootDir: '..',
  testEnvironment: 'node',
  roots: ['<rootDir>/server'],
  testMatch: ['<rootDir>/server/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'node16', moduleResolution: 'node16', esModuleInterop: true, isolatedModules: true } }],
  },
  // Servers start in a second or two, but CI machines are shared and slow.
  testTimeout: 120_000,
  maxWorkers: 2,
};

export default config;

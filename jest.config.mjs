/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // server/ has its own config (npm run test:server): its tests start servers and databases.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/', '<rootDir>/server/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'node16', moduleResolution: 'node16', esModuleInterop: true, isolatedModules: true } }],
  },
};

export default config;

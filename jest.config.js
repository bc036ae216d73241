/** One Jest run for every package: unit tests beside the code, black-box HTTP tests in backend/test. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ky ships ES modules only; let swc turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  moduleNameMapper: {
    '^@basalt/core$': '<rootDir>/../core/src/index.ts',
    '^@basalt/ui$': '<rootDir>/../ui/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

// Component tests: stylesheets are stubbed, and the test helpers resolve as `@basalt/ui/testing`.
const webMappings = {
  '\\.css$': '<rootDir>/../ui/src/testing/style-stub.ts',
  '^@basalt/ui/testing$': '<rootDir>/../ui/src/testing/index.ts',
};

const webPackages = ['ui', 'shell', 'mf-auth', 'mf-workspace', 'mf-views', 'mf-shared', 'mf-import'];

module.exports = {
  globalSetup: '<rootDir>/backend/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/backend/test/support/global-teardown.ts',
  // Creating and migrating a PostgreSQL or MariaDB database can pass Jest's default 5 s on a loaded 2-core machine
  // (a project-level testTimeout is not honoured inside `projects`).
  testTimeout: 30_000,
  // A handle a test left open must not keep a finished run alive until CI's limit: the run ends once its results
  // and global teardown are done (a test that leaks still shows up under `--detectOpenHandles`).
  forceExit: true,
  // Both cores: Jest's default leaves one free (one worker on CI's two), yet its suites spend much of their time
  // waiting on the databases: a second worker cut CI's Jest from 966 to 393 s (2026-11-25).
  maxWorkers: '100%',
  projects: [
    { ...common, displayName: 'tooling', rootDir: 'tools', testEnvironment: 'node' },
    // only sources: a stale build in dist (a file since renamed) must not be taken for a test
    {
      ...common,
      displayName: 'core',
      rootDir: 'core',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'backend',
      rootDir: 'backend',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/../tools/jest/node-setup.js'],
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    ...webPackages.map((pkg) => ({
      ...common,
      displayName: pkg,
      rootDir: pkg,
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/../tools/jest/jsdom-setup.js'],
      // after the framework: Testing Library registers its cleanup between tests only where afterEach exists
      setupFilesAfterEnv: ['<rootDir>/../tools/jest/testing-library-setup.js'],
      moduleNameMapper: { ...common.moduleNameMapper, ...webMappings },
      // ky and @ant-design/colors (under antd's icons) ship ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(ky|@ant-design/colors)/)'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    })),
  ],
};

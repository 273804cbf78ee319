// One Jest entry point with three projects:
//   unit         node, ESM (NestJS 12 is ESM-only): packages/* and api unit specs
//   web          jsdom, CommonJS transform: front-end specs (shell, remotes, browser packages)
//   integration  node, ESM: the API on a real database (api/test/**/*.int-spec.ts)
const swcEsm = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];
const swcCjs = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
/**
 * ESM-only packages the web project compiles to CommonJS: react-markdown and its unified/micromark
 * tree (the analytics answers drawer renders markdown with it).
 */
const esmOnly = [
  'react-markdown',
  'devlop',
  'hast-util-.*',
  'mdast-util-.*',
  'micromark.*',
  'unist-util-.*',
  'estree-util-.*',
  'vfile.*',
  'unified',
  'bail',
  'trough',
  'remark-.*',
  'comma-separated-tokens',
  'space-separated-tokens',
  'decode-named-character-reference',
  'character-entities.*',
  'character-reference-invalid',
  'longest-streak',
  'zwitch',
  'ccount',
  'parse-entities',
  'is-alphanumerical',
  'is-alphabetical',
  'is-decimal',
  'is-hexadecimal',
  'stringify-entities',
  'property-information',
  'html-url-attributes',
  '@ungap/structured-clone',
  'trim-lines',
  'is-plain-obj',
];
const packagesToSource = {
  '^@lantern/(contracts|engine|api-client|session|ui)$': '<rootDir>/packages/$1/src/index.ts',
};

export default {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.tsx?$': swcEsm },
      moduleNameMapper: packagesToSource,
      testMatch: [
        '<rootDir>/packages/{contracts,engine,mf-config}/src/**/*.spec.ts',
        '<rootDir>/api/src/**/*.spec.ts',
      ],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/test/jsdom-polyfills.ts'],
      transform: { '^.+\\.tsx?$': swcCjs, '^.+\\.m?js$': swcCjs },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
      moduleNameMapper: packagesToSource,
      testMatch: [
        '<rootDir>/packages/{api-client,session,ui}/src/**/*.spec.{ts,tsx}',
        '<rootDir>/{shell,mfe-auth,mfe-campaigns,mfe-security,mfe-profile}/src/**/*.spec.{ts,tsx}',
      ],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.tsx?$': swcEsm },
      moduleNameMapper: packagesToSource,
      testMatch: ['<rootDir>/api/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
      testTimeout: 30000,
    },
  ],
};

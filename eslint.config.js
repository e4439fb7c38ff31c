// Lint: typescript-eslint's recommended rules, Prettier owns the layout, and the house's
// import boundaries (README "Layout"): dependencies point inward. The rules that need types
// (promises left floating in src/, import circles) run on the type check's own program:
// scripts/types.mjs.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

/** Every game folder under src/games: a new game is under the rules below without an edit here. */
const GAMES = readdirSync(fileURLToPath(import.meta.resolve('./src/games/')), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Packages the pure core never touches: Discord, pictures, storage, files, processes. */
const IMPURE = [
  'discord.js',
  'canvas',
  'better-sqlite3',
  'pg',
  'pino',
  'node:*',
  'fs',
  'path',
  'child_process',
  'worker_threads',
];

/** The services' folders, each importing only those after it (README "Layout", src/services/index.ts). */
const SERVICE_LAYERS = ['lobby', 'days', 'looking', 'play', 'records', 'messages', 'core'];

const SERVICES_DOOR = [
  { regex: '(^|/)(discord|commands|local)(/|$)', message: 'services are the door: they import no caller.' },
  { group: ['discord.js'], message: 'services are Discord-agnostic: plain data in, reply models out.' },
];

const pure = (what, outward) => ({
  paths: [],
  patterns: [
    { group: IMPURE, message: `${what} is pure: no Discord, canvas, storage, files or processes.` },
    ...outward.map((dir) => ({ regex: `(^|/)${dir}(/|$)`, message: `${what} imports nothing outward (${dir}).` })),
  ],
});

export default tseslint.config(
  { ignores: ['node_modules/', 'build/', 'local-out/', 'bench-out/', 'out/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // A newcomer reads a module of src/discord in a sitting: no function longer than 80 lines,
    // blank lines and comments not counted (a function that is a table, of handlers or of texts,
    // says so with a disable comment and why). Elsewhere in src/ a few long functions remain, so the
    // rule holds here only for now.
    files: ['src/discord/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    // Test fakes stand in for discord.js objects and raw payloads: loose types are their job.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Control characters are exactly what these patterns strip from display names and terminal output.
    files: ['src/render/textFit.ts', 'test/chaos/run.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        pure('src/engine', ['services', 'render', 'store', 'discord', 'commands', 'local', 'games']),
      ],
    },
  },
  ...GAMES.map((game) => ({
    files: [`src/games/${game}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        pure(`src/games/${game}`, [
          'services',
          'render',
          'store',
          'discord',
          'commands',
          'local',
          ...GAMES.filter((g) => g !== game),
        ]),
      ],
    },
  })),
  {
    files: ['src/render/**/*.ts', 'src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(services|discord|commands|local)(/|$)',
              message: 'render and store serve the services: they import none of them.',
            },
            { group: ['discord.js'], message: 'render and store know nothing of Discord.' },
          ],
        },
      ],
    },
  },
  {
    // The services have one door, src/services/index.ts: callers never reach past it.
    files: ['src/commands/**/*.ts', 'src/discord/**/*.ts', 'src/local/**/*.ts', 'src/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)services/.', message: 'Import the services through their door: src/services (index.ts).' }],
        },
      ],
    },
  },
  {
    files: ['src/services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVICES_DOOR }] },
  },
  ...SERVICE_LAYERS.map((layer, i) => ({
    files: [`src/services/${layer}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVICES_DOOR,
            {
              regex: `^\\.\\./(${[...SERVICE_LAYERS.slice(0, i), 'index', 'service', 'components'].join('|')})(/|$)|^\\.\\.$`,
              message: `src/services/${layer} imports only the folders below it (${SERVICE_LAYERS.slice(i + 1).join(', ') || 'none'}) and contract.ts.`,
            },
          ],
        },
      ],
    },
  })),
);

/**
 * How the code may depend on itself (`npm run lint:deps`, part of `npm run lint` and `npm test`).
 * Server modules form a one-way graph and see each other only through their `index.ts`;
 * provider adapters and the platform import no module; nothing anywhere forms a cycle.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle means two parts can no longer change apart: move the shared piece down a layer.',
      severity: 'error',
      // The tables' foreign keys are cyclic in the data model itself (an order names its offer and
      // the offer its order); Drizzle resolves those references lazily, so the schema files are exempt.
      from: { path: '^(server|web/src|shared)/', pathNot: '^server/db/schema/' },
      // A type-only import is gone at run time, so an interface beside its implementations is no cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'module-through-index',
      comment: 'Another module is used through its index.ts (what it offers others), never through its files.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/([^/]+)/.+', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'The platform (auth, storage, mail, errors…) sits under every module and knows none.',
      severity: 'error',
      from: { path: '^server/platform/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'payment-adapters-import-no-module',
      comment: 'Payment providers (local, Stripe) only talk to the provider: the checkout module applies their word.',
      severity: 'error',
      from: { path: '^server/modules/payments/' },
      to: { path: '^server/modules/(?!payments/)' },
    },
    {
      name: 'shared-imports-no-side',
      comment: 'shared/ is read by both the server and the web app, so it imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};

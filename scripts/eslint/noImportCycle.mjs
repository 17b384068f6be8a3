// ESLint rule `folio/no-import-cycle`: reports every import that leads back, through the project's own
// modules, to the file that makes it. Unlike import-x/no-cycle it counts type-only imports (issue 21:
// a circle of types is still two modules that cannot be understood apart), and it resolves imports
// with TypeScript itself, so `./x.js` finds `x.ts` and `@folio/shared/*` finds the workspace's source.
import path from 'node:path';
import { compilerOptionsFor, ImportGraph } from './importGraph.mjs';

/** One graph per working folder and options, shared by every file of a lint run. */
const graphs = new Map();

function graphFor(cwd, { roots, tsconfig }) {
  const key = JSON.stringify([cwd, roots, tsconfig]);
  let graph = graphs.get(key);
  if (!graph) {
    graph = new ImportGraph({
      roots: roots.map((root) => path.resolve(cwd, root)),
      compilerOptions: compilerOptionsFor(path.resolve(cwd, tsconfig)),
    });
    graphs.set(key, graph);
  }
  return graph;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports, type-only ones included, that lead back to the importing module' },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' }, minItems: 1 },
          tsconfig: { type: 'string' },
        },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle: {{chain}}. Give the dependency one direction (a lower module, a small interface or an event).',
    },
  },
  create(context) {
    const { roots, tsconfig = 'tsconfig.json' } = context.options[0] ?? {};
    const file = context.physicalFilename;
    const graph = graphFor(context.cwd, { roots, tsconfig });
    if (!path.isAbsolute(file) || !graph.inScope(file)) return {};
    graph.refresh(file);
    const circle = graph.cycleThrough(file);
    if (!circle) return {};
    const relative = (f) => path.relative(context.cwd, f).split(path.sep).join('/');

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = graph.resolve(source, file);
      if (!target || !circle.has(target)) return;
      const chain = [file, ...graph.chain(target, file, circle)].map(relative).join(' → ');
      context.report({ node, messageId: 'cycle', data: { chain } });
    };
    const literal = (node) => (node?.type === 'Literal' ? node.value : undefined);

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source)),
      // `typeof import('./x.js')` and `import x = require('./x.js')`
      TSImportType: (node) => check(node, literal(node.argument?.literal ?? node.argument)),
      TSExternalModuleReference: (node) => check(node, literal(node.expression)),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };

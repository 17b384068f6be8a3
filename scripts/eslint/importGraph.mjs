// The import graph of the project's own modules, as TypeScript resolves them, with its circles
// (strongly connected components). Type-only imports are edges too: two modules that import each
// other's types still cannot be understood apart. Used by the no-import-cycle lint rule.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The compiler options of `tsconfigPath` (moduleResolution, paths, ...), or bundler resolution when
 * there is none. allowJs so that imports of .js/.mjs modules resolve as well.
 */
export function compilerOptionsFor(tsconfigPath) {
  const fallback = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    resolveJsonModule: true,
  };
  if (!tsconfigPath || !fs.existsSync(tsconfigPath)) return { ...fallback, allowJs: true };
  const { config, error } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (error) throw new Error(`${tsconfigPath}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  // Errors about the file list ("files": [] in a base config) do not concern resolution.
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath));
  return { ...options, allowJs: true };
}

export class ImportGraph {
  /**
   * @param {{ roots: string[], compilerOptions: import('typescript').CompilerOptions }} options
   *   roots: absolute folders whose modules are nodes; imports of anything else (packages, other
   *   folders) are not followed.
   */
  constructor({ roots, compilerOptions }) {
    this.roots = roots.map((root) => path.resolve(root) + path.sep);
    this.compilerOptions = compilerOptions;
    this.reset();
  }

  reset() {
    this.resolutionCache = ts.createModuleResolutionCache(
      process.cwd(),
      (name) => name,
      this.compilerOptions,
    );
    /** @type {Map<string, { mtimeMs: number, imports: string[] }>} */
    this.nodes = new Map();
    // Tarjan's algorithm, run incrementally: each call starts from a module not yet visited, and
    // components found stay valid while no file changes.
    this.index = new Map();
    this.low = new Map();
    this.stack = [];
    this.onStack = new Set();
    /** @type {Map<string, Set<string> | null>} */
    this.component = new Map();
    this.checkedAt = Date.now();
  }

  /** True when `file` is one of the graph's modules. */
  inScope(file) {
    return (
      this.roots.some((root) => file.startsWith(root)) && !file.includes(`${path.sep}node_modules${path.sep}`)
    );
  }

  /** The module `specifier` names from `fromFile`, when it is one of the graph's modules. */
  resolve(specifier, fromFile) {
    // Vite's suffixes (?inline, ?url, ?worker) name the same file.
    const bare = specifier.replace(/\?.*$/, '');
    const resolved = ts.resolveModuleName(bare, fromFile, this.compilerOptions, ts.sys, this.resolutionCache)
      .resolvedModule?.resolvedFileName;
    if (!resolved) return null;
    const real = fs.realpathSync(resolved);
    return this.inScope(real) ? real : null;
  }

  /** The graph's modules that `file` imports, statically, dynamically or for types only. */
  importsOf(file) {
    let node = this.nodes.get(file);
    if (!node) {
      const text = fs.readFileSync(file, 'utf8');
      const { importedFiles } = ts.preProcessFile(text, true, true);
      const imports = new Set();
      for (const { fileName } of importedFiles) {
        const target = this.resolve(fileName, file);
        if (target && target !== file) imports.add(target);
      }
      node = { mtimeMs: modifiedAt(file), imports: [...imports] };
      this.nodes.set(file, node);
    }
    return node.imports;
  }

  /**
   * Forgets everything when a module changed on disk since it was read: an editor's lint server lives
   * longer than one run. `file` is checked every time, all the others at most once a second (a whole
   * run stats each module a few times, not once per file linted). Edits not yet saved are not seen.
   */
  refresh(file) {
    const now = Date.now();
    const all = now - this.checkedAt >= 1000;
    if (all) this.checkedAt = now;
    for (const [name, node] of all ? this.nodes : [[file, this.nodes.get(file)]]) {
      if (node && modifiedAt(name) !== node.mtimeMs) {
        this.reset();
        return;
      }
    }
  }

  /** The modules on a circle with `file` (itself included), or null when it is on none. */
  cycleThrough(file) {
    if (!this.index.has(file)) this.#connect(file);
    return this.component.get(file) ?? null;
  }

  #connect(file) {
    const order = this.index.size;
    this.index.set(file, order);
    this.low.set(file, order);
    this.stack.push(file);
    this.onStack.add(file);
    for (const next of this.importsOf(file)) {
      if (!this.index.has(next)) {
        this.#connect(next);
        this.low.set(file, Math.min(this.low.get(file), this.low.get(next)));
      } else if (this.onStack.has(next)) {
        this.low.set(file, Math.min(this.low.get(file), this.index.get(next)));
      }
    }
    if (this.low.get(file) !== order) return;
    const members = new Set();
    let member;
    do {
      member = this.stack.pop();
      this.onStack.delete(member);
      members.add(member);
    } while (member !== file);
    for (const m of members) this.component.set(m, members.size > 1 ? members : null);
  }

  /** A shortest chain of imports from `from` to `to` inside `within` (both ends included). */
  chain(from, to, within) {
    const cameFrom = new Map([[from, null]]);
    const queue = [from];
    while (queue.length > 0) {
      const current = queue.shift();
      if (current === to) break;
      for (const next of this.importsOf(current)) {
        if (within.has(next) && !cameFrom.has(next)) {
          cameFrom.set(next, current);
          queue.push(next);
        }
      }
    }
    const chain = [];
    for (let at = to; at !== null && at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
    return chain;
  }
}

/** The file's modification time, or NaN once it is gone (which counts as a change). */
function modifiedAt(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Number.NaN;
  }
}

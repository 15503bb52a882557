import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles among the project's own files, type-only imports included: a type that goes
 * round a loop ties the files together just as a value does (ESLint's `import-x/no-cycle`
 * skips them). Each cycle is one strongly connected group of files, relative to `root`, sorted.
 */
export function importCycles(
  root: string,
  files: readonly string[],
  options: ts.CompilerOptions,
  /** Where the files are read from (tests hand in texts that are not on disk). */
  source: { readText(file: string): string; exists(file: string): boolean } = {
    readText: (file) => readFileSync(file, 'utf8'),
    exists: (file) => ts.sys.fileExists(file),
  },
): string[][] {
  const ours = new Set(files.map((file) => path.resolve(file)));
  const host: ts.ModuleResolutionHost = {
    fileExists: (file) => source.exists(file) || ts.sys.fileExists(file),
    readFile: ts.sys.readFile,
  };
  const graph = new Map<string, string[]>();
  for (const file of ours) {
    const { importedFiles } = ts.preProcessFile(source.readText(file), true, true);
    const targets: string[] = [];
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (ours.has(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return stronglyConnected(graph)
    .filter((group) => group.length > 1 || graph.get(group[0] ?? '')?.includes(group[0] ?? ''))
    .map((group) => group.map((file) => path.relative(root, file)).sort())
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** The project's files as tsconfig.json lists them (declaration files aside). */
export function projectFiles(root: string): { files: string[]; options: ts.CompilerOptions } {
  const configPath = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return {
    files: parsed.fileNames.filter((file) => !file.endsWith('.d.ts')),
    options: parsed.options,
  };
}

/** Tarjan's algorithm, iterative (a long import chain must not overflow the stack). */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const lowOf = (node: string) => low.get(node) ?? Infinity;
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.size - 1);
    stack.push(node);
    onStack.add(node);
  };
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    visit(start);
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    for (let frame = work.at(-1); frame; frame = work.at(-1)) {
      const target = (graph.get(frame.node) ?? [])[frame.edge++];
      if (target !== undefined) {
        if (!index.has(target)) {
          visit(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(lowOf(frame.node), index.get(target) ?? Infinity));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(lowOf(parent.node), lowOf(frame.node)));
      if (lowOf(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
          onStack.delete(member);
          group.push(member);
          if (member === frame.node) break;
        }
        groups.push(group);
      }
    }
  }
  return groups;
}

// No two api feature folders import each other, directly or through others (STYLE.md): the folder
// graph of api/features/* is read from the sources with TypeScript's own import scanner.
// Which files one feature may import from another is the dependency-cruiser rule
// 'api-features-import-only-shared-modules'; this test checks the folders form no cycle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FEATURES = path.join(import.meta.dirname, 'features');

type Graph = Map<string, Set<string>>;

function featureGraph(): Graph {
  const graph: Graph = new Map();
  for (const feature of readdirSync(FEATURES)) {
    const edges = new Set<string>();
    graph.set(feature, edges);
    const dir = path.join(FEATURES, feature);
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
      const source = path.join(dir, file);
      const { importedFiles } = ts.preProcessFile(readFileSync(source, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.relative(path.dirname(FEATURES), path.resolve(path.dirname(source), fileName));
        const match = /^features\/([^/]+)\//.exec(target);
        const other = match?.[1];
        if (other && other !== feature) edges.add(other);
      }
    }
  }
  return graph;
}

/** Each cycle of the graph as the list of its folders (Tarjan's strongly connected components). */
function cycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('api feature folders', () => {
  it('finds two-way and longer import cycles between folders', () => {
    const graph: Graph = new Map([
      ['auth', new Set(['users'])],
      ['users', new Set(['auth'])],
      ['catalog', new Set(['courses'])],
      ['courses', new Set(['pages'])],
      ['pages', new Set(['catalog', 'search'])],
      ['search', new Set()],
    ]);
    expect(cycles(graph)).toEqual([
      ['auth', 'users'],
      ['catalog', 'courses', 'pages'],
    ]);
  });

  it('import each other in one direction only', () => {
    const graph = featureGraph();
    expect(graph.get('catalog')).toContain('pages'); // the scan sees cross-feature imports
    expect(cycles(graph)).toEqual([]);
  });
});

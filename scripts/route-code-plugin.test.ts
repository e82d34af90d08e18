// The device screens' chunk takes only what those screens own: a module another page imports too stays out of it,
// or that page's first load would fetch every device screen with it.
import { describe, expect, it } from 'vitest';
import { ownedModules, type GraphInfo } from './route-code-plugin.ts';

/** A module graph from `importer -> [static imports]` and `importer -> [imports on demand]`. */
function graph(imports: Record<string, string[]>, lazy: Record<string, string[]> = {}) {
  const ids = new Set([
    ...Object.keys(imports),
    ...Object.keys(lazy),
    ...Object.values(imports).flat(),
    ...Object.values(lazy).flat(),
  ]);
  const info = new Map<string, GraphInfo>();
  for (const id of ids)
    info.set(id, {
      importedIds: imports[id] ?? [],
      dynamicallyImportedIds: lazy[id] ?? [],
      importers: Object.keys(imports).filter((by) => imports[by]!.includes(id)),
      dynamicImporters: Object.keys(lazy).filter((by) => lazy[by]!.includes(id)),
    });
  return (id: string) => info.get(id) ?? null;
}

describe('ownedModules', () => {
  it('takes what only the roots reach, statically, on demand and down a chain', () => {
    const get = graph(
      { bookmarks: ['list', 'row'], history: ['list'], list: ['list-item'], row: [] },
      { bookmarks: ['export-dialog'], 'export-dialog': [] },
    );
    expect([...ownedModules(['bookmarks', 'history'], get)].sort()).toEqual(
      ['bookmarks', 'export-dialog', 'history', 'list', 'list-item', 'row'].sort(),
    );
  });

  it('leaves out a module another page imports, and what it imports', () => {
    const get = graph({ bookmarks: ['dialog', 'own'], post: ['dialog'], dialog: ['focus-trap'], own: [] });
    const owned = ownedModules(['bookmarks'], get);
    expect(owned.has('own')).toBe(true);
    expect(owned.has('dialog')).toBe(false);
    expect(owned.has('focus-trap')).toBe(false);
  });

  it('leaves out a module the shell loads on demand as well', () => {
    const get = graph({ profile: ['tooltips'], entry: [] }, { entry: ['tooltips'] });
    expect(ownedModules(['profile'], get).has('tooltips')).toBe(false);
  });

  it('settles on a cycle among owned modules', () => {
    const get = graph({ collections: ['a'], a: ['b'], b: ['a'] });
    expect([...ownedModules(['collections'], get)].sort()).toEqual(['a', 'b', 'collections']);
  });
});

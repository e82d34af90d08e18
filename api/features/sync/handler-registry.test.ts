// The handler map fails at start on a doubled or a missing name, and the app's map covers
// every mutation of the shared registry.
import { describe, expect, it } from 'vitest';
import { mutationArgs } from '../../../sync/mutations/registry.ts';
import { buildHandlerRegistry, defineHandler } from '../../lib/sync-feature.ts';
import { syncFeatures } from '../../sync-features.ts';

describe('buildHandlerRegistry', () => {
  it('throws when two handlers share a name', () => {
    const a = defineHandler('bookmark-set', async () => {});
    const b = defineHandler('bookmark-set', async () => {});
    expect(() => buildHandlerRegistry([a, b])).toThrow('Two sync handlers are registered for mutation "bookmark-set"');
  });

  it('throws when a shared mutation has no handler', () => {
    expect(() => buildHandlerRegistry([])).toThrow(/No sync handler for mutation\(s\): .*bookmark-set/);
  });

  it('registers one handler for every mutation name of the shared registry', () => {
    expect([...buildHandlerRegistry(syncFeatures.flatMap((f) => f.handlers)).keys()].sort()).toEqual(
      Object.keys(mutationArgs).sort(),
    );
  });
});

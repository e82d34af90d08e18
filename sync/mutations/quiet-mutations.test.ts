import { describe, expect, it } from 'vitest';
import { quietModuleNames } from './client-registry.ts';
import { QUIET_MUTATIONS } from './quiet-mutations.ts';

describe('quiet mutations', () => {
  it('list exactly the client modules marked quiet', () => {
    expect([...QUIET_MUTATIONS].sort()).toEqual([...quietModuleNames].sort());
  });
});

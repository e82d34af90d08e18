import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { emitDomainEvent, onDomainEvent, type DomainEvent } from './domain-events.ts';

describe('domain events', () => {
  it('reach the subscribers of the same database only, and a failing one does not stop the rest', () => {
    const db = {} as Db;
    const other = {} as Db;
    const seen: DomainEvent[] = [];
    const errors: unknown[] = [];
    onDomainEvent(db, () => {
      throw new Error('subscriber broke');
    });
    const stop = onDomainEvent(db, (e) => seen.push(e));
    onDomainEvent(other, (e) => seen.push(e));
    emitDomainEvent(db, 'user.followed', { userId: 1, followeeId: 2 }, (err) => errors.push(err));
    stop();
    emitDomainEvent(db, 'user.unfollowed', { userId: 1, followeeId: 2 });
    expect(seen.map((e) => e.name)).toEqual(['user.followed']);
    expect(errors).toHaveLength(1);
  });
});

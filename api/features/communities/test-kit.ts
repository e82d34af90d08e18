// Helpers shared by the community API tests: users of a given type, a community made through the
// real POST /community, short calls that answer status and body together, and the events the app sent.
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/users.ts';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events.ts';
import type { TestApp } from '../../testing/test-app.ts';

export interface Person {
  userId: number;
  token: string;
}

export function kit(t: TestApp) {
  const person = async (typeId: number | null = 1): Promise<Person> => {
    const p = await t.signUp();
    await t.deps.db.update(users).set({ typeId }).where(eq(users.id, p.userId));
    return p;
  };
  const call = async (method: string, path: string, who?: Person, body?: unknown) => {
    const res = await t.call(method, `/api/community${path}`, { token: who?.token, body });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & { list?: Record<string, unknown>[] },
    };
  };
  const create = async (owner: Person, input: { name?: string; is_closed?: boolean; description?: string } = {}) => {
    const res = await call('POST', '', owner, {
      name: input.name ?? 'Клуб',
      description: input.description ?? '',
      is_closed: input.is_closed ?? false,
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  return { person, call, create };
}

/** Every domain event the app emits from now on, in order: the tests check which ones a call sent. */
export function recordEvents(t: TestApp): DomainEvent[] {
  const events: DomainEvent[] = [];
  onDomainEvent(t.deps.db, (e) => {
    events.push(e);
  });
  return events;
}

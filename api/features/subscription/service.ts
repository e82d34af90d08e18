// Stores newsletter addresses; the caller passes an already normalised e-mail.
import type { Db } from '../../../db/client.ts';
import { newsletterSubscriptions } from '../../../db/schema/subscriptions.ts';

/** Returns true when the address is new, false when it was already subscribed. */
export function subscribe(db: Db, email: string): boolean {
  return db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing().run().changes > 0;
}

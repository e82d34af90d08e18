// Stores newsletter addresses; the caller passes an already normalised e-mail.
import { affectedRows, type Db } from '../../../db/store.ts';
import { newsletterSubscriptions } from '../../../db/schema/subscriptions.ts';

/** Returns true when the address is new, false when it was already subscribed (one statement). */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  return affectedRows(await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing()) > 0;
}

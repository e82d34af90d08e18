// Idempotent seeding: each part inserts only what is missing, so a restart never
// duplicates rows and never overwrites what an administrator changed. Reference data
// (settings, dictionaries, notification types, regions and cities) is always seeded;
// demo content (pages, materials, demo users, invented schools) only when SEED_DEMO is on.
import type { Db } from '../client.ts';
import { seedDemoSite, seedSite } from './site.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedFaq } from './faq.ts';
import { seedNotificationTypes } from './notification-types.ts';
import { seedProjects } from './projects.ts';
import { seedStaticPages } from './static-pages.ts';
import { seedUsers } from './users.ts';
import { seedDemoPasswords } from './demo-passwords.ts';
import { seedGeo } from './geo.ts';
import { seedDemoSchools } from './demo-schools.ts';
import { seedContent } from './content.ts';
import { seedLearning } from './learning.ts';
import { seedSocial } from './social.ts';
import { seedCommunities } from './communities.ts';
import { seedContests } from './contests.ts';
import { seedSpecialContest } from './special-contest.ts';
import { seedNotifications } from './notifications.ts';

/** One seed part: inserts what is missing and answers how many rows it changed. */
type SeedPart = (db: Db) => Promise<number>;

/** Runs the parts in order in one transaction (all or nothing) and answers each part's changes. */
function seedAll(db: Db, parts: Record<string, SeedPart>): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const changes: Record<string, number> = {};
    for (const [name, part] of Object.entries(parts)) {
      changes[name] = await part(tx);
      // Seeds write fixed ids; the next part's inserts without one must get fresh ids (PostgreSQL).
      await tx.$idsWritten();
    }
    return changes;
  });
}

export function seedReference(db: Db): Promise<Record<string, number>> {
  return seedAll(db, {
    site: seedSite,
    dictionaries: seedDictionaries,
    notificationTypes: seedNotificationTypes,
    geo: seedGeo,
  });
}

export function seedDemo(db: Db): Promise<Record<string, number>> {
  return seedAll(db, {
    site: seedDemoSite,
    staticPages: seedStaticPages,
    projects: seedProjects,
    faq: seedFaq,
    schools: seedDemoSchools,
    users: seedUsers,
    demoPasswords: seedDemoPasswords,
    content: (tx) => seedContent(tx),
    learning: (tx) => seedLearning(tx),
    social: seedSocial,
    communities: seedCommunities,
    contests: seedContests,
    specialContest: seedSpecialContest,
    notifications: seedNotifications,
  });
}

// Idempotent seeding: each part inserts only what is missing, so a restart never
// duplicates rows and never overwrites what an administrator changed. Reference data
// (settings, dictionaries, notification types, regions and cities) is always seeded;
// demo content (pages, materials, demo users) only when SEED_DEMO is on.
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
import { seedContent } from './content.ts';
import { seedLearning } from './learning.ts';
import { seedSocial } from './social.ts';
import { seedCommunities } from './communities.ts';
import { seedContests } from './contests.ts';
import { seedSpecialContest } from './special-contest.ts';
import { seedNotifications } from './notifications.ts';

export function seedReference(db: Db): Record<string, number> {
  return db.transaction(() => ({
    site: seedSite(db),
    dictionaries: seedDictionaries(db),
    notificationTypes: seedNotificationTypes(db),
    geo: seedGeo(db),
  }));
}

export function seedDemo(db: Db): Record<string, number> {
  return db.transaction(() => ({
    site: seedDemoSite(db),
    staticPages: seedStaticPages(db),
    projects: seedProjects(db),
    faq: seedFaq(db),
    users: seedUsers(db),
    demoPasswords: seedDemoPasswords(db),
    content: seedContent(db),
    learning: seedLearning(db),
    social: seedSocial(db),
    communities: seedCommunities(db),
    contests: seedContests(db),
    specialContest: seedSpecialContest(db),
    notifications: seedNotifications(db),
  }));
}

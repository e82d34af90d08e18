// Accounts and their sessions. A session row stores only the SHA-256 of the opaque token.
import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text, index } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    login: text('login').notNull().unique(),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    coins: integer('coins').notNull().default(0),
    typeId: integer('type_id'),
    birthday: text('birthday'),
    description: text('description'),
    workOrSchool: text('work_or_school'),
    /** The school of work_or_school when it names one of the city's schools (schools.id; null: free text). */
    schoolId: integer('school_id'),
    regionId: integer('region_id'),
    cityId: integer('city_id'),
    isAgreement: integer('is_agreement', { mode: 'boolean' }).notNull().default(false),
    vkId: text('vk_id'),
    okId: text('ok_id'),
    fbId: text('fb_id'),
    /** JSON object of type_{id} booleans (notification settings); null means the defaults. */
    notificationSettings: text('notification_settings'),
    /** Where the visitor came from and who invited them, as sent at registration. */
    fromUrl: text('from_url'),
    referal: text('referal'),
    /** The external single sign-on account this user is bound to. */
    ssoId: text('sso_id').unique(),
    /** A pupil under 14: the parent who consented, how to reach them, and when (ISO text; null: no consent given). */
    parentName: text('parent_name'),
    parentContact: text('parent_contact'),
    parentConsentAt: text('parent_consent_at'),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index('users_school_idx').on(t.schoolId)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Staff roles are kept apart from user types (blogger, scientist): they grant moderation rights. */
export const userRoles = sqliteTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'moderator', 'editor'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

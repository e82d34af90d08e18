import { describe, expect, it } from 'vitest';
import { writesSessionRows } from './session-writes.ts';

describe('writesSessionRows', () => {
  it('counts a deleted session, a role written and a deleted account, in either engine’s quoting', () => {
    expect(writesSessionRows('delete from "sessions" where "token_hash" = $1')).toBe(true);
    expect(writesSessionRows('delete from `sessions` where `user_id` = ?')).toBe(true);
    expect(
      writesSessionRows('insert into "user_roles" ("user_id", "role") values ($1, $2) on conflict do nothing'),
    ).toBe(true);
    expect(writesSessionRows('delete from `user_roles` where `user_id` = ?')).toBe(true);
    expect(writesSessionRows('update "user_roles" set "role" = $1')).toBe(true);
    expect(writesSessionRows('delete from "users" where "id" = $1')).toBe(true);
  });

  it('leaves a sign-in, a profile edit, points and other tables alone', () => {
    expect(writesSessionRows('insert into "sessions" ("token_hash", "user_id") values ($1, $2)')).toBe(false);
    expect(writesSessionRows('update "users" set "name" = $1 where "id" = $2')).toBe(false);
    expect(writesSessionRows('update `users` set `coins` = `coins` + ? where `id` = ?')).toBe(false);
    expect(writesSessionRows('delete from "sessions_log" where 1')).toBe(false);
    expect(writesSessionRows('insert into "bookmarks" ("user_id") values ($1)')).toBe(false);
    expect(writesSessionRows('select * from "sessions"')).toBe(false);
    expect(writesSessionRows('begin immediate')).toBe(false);
  });

  it('counts what it cannot read when it may touch those tables', () => {
    expect(writesSessionRows('with gone as (delete from "sessions" returning 1) select count(*) from gone')).toBe(true);
    expect(writesSessionRows('with x as (insert into "bookmarks" values (1) returning 1) select 1')).toBe(false);
    expect(writesSessionRows('drop table "sessions"')).toBe(true);
    expect(writesSessionRows('create table t (a int)')).toBe(true);
  });
});

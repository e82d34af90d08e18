import { describe, expect, it } from 'vitest';
import { writesPublicRows } from './public-writes.ts';

describe('writesPublicRows', () => {
  it('counts a write of a private table as not public, in either engine’s quoting', () => {
    expect(writesPublicRows('insert into "bookmarks" ("user_id") values ($1)')).toBe(false);
    expect(writesPublicRows('insert into `history_items` (`user_id`) values (?)')).toBe(false);
    expect(writesPublicRows('insert or ignore into sessions (token) values (?)')).toBe(false);
    expect(writesPublicRows('update "sync_clients" set "last_mutation_id" = $1')).toBe(false);
    expect(writesPublicRows('delete from `rate_limits` where `key` = ?')).toBe(false);
  });

  it('counts a write of any other table as public', () => {
    expect(writesPublicRows('insert into "reactions" ("user_id") values ($1)')).toBe(true);
    expect(writesPublicRows('update `pages` set `rating` = ?')).toBe(true);
    expect(writesPublicRows('delete from "comments" where "id" = $1')).toBe(true);
    expect(writesPublicRows('replace into `pages` (`id`) values (?)')).toBe(true);
  });

  it('counts a statement it cannot read as public', () => {
    expect(writesPublicRows('with x as (delete from "pages" returning 1) select * from x')).toBe(true);
    expect(writesPublicRows('with x as (select 1) update "pages" set "rating" = 1')).toBe(true);
    expect(writesPublicRows('with x as (select id from "pages" for update) select * from x')).toBe(true);
    expect(writesPublicRows('create table t (a int)')).toBe(true);
    expect(writesPublicRows('alter table "bookmarks" add column x int')).toBe(true);
  });

  it('counts reads and transaction control as no write', () => {
    expect(
      writesPublicRows(
        'with tag_driver as (select page_id from "page_tags" where "tag_id" = $1) select count(*), max("updated_at") from tag_driver',
      ),
    ).toBe(false);
    expect(writesPublicRows('WITH RECURSIVE t(n) AS (SELECT 1) SELECT n FROM t')).toBe(false);
    expect(writesPublicRows('select * from "pages"')).toBe(false);
    expect(
      writesPublicRows('((select 1 from "community_members") union all (select 1 from "community_invites"))'),
    ).toBe(false);
    expect(writesPublicRows('begin immediate')).toBe(false);
    expect(writesPublicRows('release savepoint sp1')).toBe(false);
    expect(writesPublicRows('commit')).toBe(false);
  });

  it('counts a WITH statement as private only when every write in it names a private table', () => {
    const storeBatch =
      'with "stored" as (insert into "sync_mutations" ("client_id") values ($1) returning 1) update "sync_clients" set "last_mutation_id" = $2';
    expect(writesPublicRows(storeBatch)).toBe(false);
    expect(
      writesPublicRows(
        'with a as (insert into "bookmarks" ("x") values ($1) on conflict ("x") do update set "x" = 1 returning 1) delete from "sessions"',
      ),
    ).toBe(false);
    expect(
      writesPublicRows(
        'with a as (insert into "sync_mutations" ("x") values ($1) returning 1) update "pages" set a = 1',
      ),
    ).toBe(true);
    expect(
      writesPublicRows('with a as (update "bookmarks" set x = 1 returning 1) insert into "comments" select 1'),
    ).toBe(true);
    expect(writesPublicRows('with a as (select 1 from "bookmarks" for update) select 1')).toBe(true);
    expect(writesPublicRows('with a as (select 1) merge into "bookmarks" using a on true')).toBe(true);
  });

  it('does not take a private name’s prefix for the table', () => {
    expect(writesPublicRows('insert into "sessions_archive" ("a") values (1)')).toBe(true);
    expect(writesPublicRows('update "bookmarks2" set a = 1')).toBe(true);
  });
});

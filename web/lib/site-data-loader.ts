// Fills the device store's siteData rows from the API at start, keeping each answer for the
// first screen until the store opens. Each call is independent: a failed one logs and keeps the
// stored copy (opening the store at once), so the shell still renders offline. Never clears rows.
import { apiFetch, type QueryValue } from './api-client.ts';
import { startSoon } from './start-soon.ts';
import type { ApiPath, ApiResponse } from './api-contract.ts';
import { keepRowsOnDevice } from './device-replays.ts';
import { putRows } from './device-rows.ts';
import { openDevice } from './device-store.ts';
import { keepForFirstScreen } from './first-screen.ts';
import type { LocalDb } from './local-db.ts';
import {
  siteDataFirstScreenKey,
  type Project,
  type SiteDataKey,
  type SiteDataValues,
  type SiteSettings,
} from './site-data.ts';

export type SiteDataFetch = <P extends ApiPath>(path: P, query?: Record<string, QueryValue>) => Promise<ApiResponse<P>>;
export interface SiteDataLoaderDeps {
  fetch?: SiteDataFetch;
  /** The store to write; by default the page's device store once it is open. */
  db?: LocalDb;
  /** Where failures are reported; console.error by default. */
  log?: (message: string, error: unknown) => void;
}

const PROJECT_FETCH_ERRORS = {
  catalog: 'Failed to fetch projects',
  menu: 'Failed to fetch menu projects',
  slider: 'Failed to fetch slider projects',
} as const;

export const MENU_PROJECTS_QUERY = { showInMenu: 1, sort: 'order', order: 'asc' } as const satisfies Record<
  string,
  QueryValue
>;
const SLIDER_PROJECTS_QUERY = { showInSlider: 1, sort: 'order', order: 'asc' } as const satisfies Record<
  string,
  QueryValue
>;

interface ListBody<T> {
  list: T[];
}

// Seven requests at the app's start: started a few per task (start-soon.ts), not in the start's own task.
const defaultFetch: SiteDataFetch = (path, query) =>
  new Promise((resolve, reject) =>
    startSoon(() => void apiFetch<ApiResponse<typeof path>>(path, { query }).then(resolve, reject)),
  );

function listOf<T>(body: ListBody<T>): T[] {
  if (!body || !Array.isArray(body.list)) throw new Error('Unexpected response: no list');
  return body.list;
}

function settingsOf(body: SiteSettings): SiteSettings {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('Unexpected response: settings');
  return body;
}

interface Source<K extends SiteDataKey> {
  key: K;
  load: (fetch: SiteDataFetch) => Promise<SiteDataValues[K]>;
  failure: string;
}

function source<K extends SiteDataKey>(
  key: K,
  failure: string,
  load: (fetch: SiteDataFetch) => Promise<SiteDataValues[K]>,
): Source<K> {
  return { key, load, failure };
}

const SOURCES = [
  source('settings', 'Failed to fetch site settings', async (f) => settingsOf(await f('/settings'))),
  source('staticPages', 'Failed to fetch static pages', async (f) => listOf(await f('/static-page'))),
  source('tags', 'Failed to fetch tags', async (f) => listOf(await f('/tag'))),
  source('topics', 'Failed to fetch topics', async (f) => listOf(await f('/topic'))),
  source('userTypes', 'Failed to fetch user types', async (f) => listOf(await f('/user_type'))),
  source('menuProjects', PROJECT_FETCH_ERRORS.menu, async (f) =>
    listOf(await f('/project/catalog', MENU_PROJECTS_QUERY)),
  ),
  source('sliderProjects', PROJECT_FETCH_ERRORS.slider, async (f) =>
    listOf(await f('/project/catalog', SLIDER_PROJECTS_QUERY)),
  ),
];

export interface SiteDataLoadResult {
  loaded: SiteDataKey[];
  failed: SiteDataKey[];
}

/** Loads every site data source in parallel; stored rows survive any failure. */
export async function loadSiteData(deps: SiteDataLoaderDeps = {}): Promise<SiteDataLoadResult> {
  const { fetch = defaultFetch, db, log = (m, e) => console.error(m, e) } = deps;
  const result: SiteDataLoadResult = { loaded: [], failed: [] };
  await Promise.all(
    SOURCES.map(async ({ key, load, failure }) => {
      try {
        const value = await load(fetch);
        keepForFirstScreen(siteDataFirstScreenKey(key), value);
        const row = { key, value, savedAt: Date.now() };
        await (db ? putRows(db, { siteData: [row] }) : keepRowsOnDevice({ siteData: [row] }));
        result.loaded.push(key);
      } catch (error) {
        log(failure, error);
        result.failed.push(key);
        // The stored copy stands in for what failed: it is needed now, not once the screen is drawn.
        if (!db) void openDevice();
      }
    }),
  );
  return result;
}

/** One page of the project catalogue; on failure logs 'Failed to fetch projects' and gives an empty page. */
export async function fetchProjects(
  query: Record<string, QueryValue> = {},
  deps: Pick<SiteDataLoaderDeps, 'fetch' | 'log'> = {},
): Promise<{ list: Project[]; total: number }> {
  const { fetch = defaultFetch, log = (m, e) => console.error(m, e) } = deps;
  try {
    const body = await fetch('/project/catalog', query);
    const list = listOf(body);
    return { list, total: body.total ?? list.length };
  } catch (error) {
    log(PROJECT_FETCH_ERRORS.catalog, error);
    return { list: [], total: 0 };
  }
}

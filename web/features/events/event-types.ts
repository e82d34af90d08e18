// An event as the browser holds it (GET /event/catalog, /event/slug/{slug}, camelCased).
import type { ApiResponse } from '../../lib/api-contract.ts';

export type EventState = 'wait' | 'running' | 'finished' | 'cancelled';
export type EventFilter = 'upcoming' | 'running' | 'finished' | 'cancelled';

export type EventCard = ApiResponse<'/event/catalog'>['list'][number];
export type EventDetail = ApiResponse<'/event/slug/:slug'>;

/** The live state from the dates (the server's one may be minutes old on a cached copy). */
export function stateAt(e: Pick<EventCard, 'state' | 'startAt' | 'endAt'>, now: number): EventState {
  if (e.state === 'cancelled') return 'cancelled';
  if (Date.parse(e.endAt) <= now) return 'finished';
  if (Date.parse(e.startAt) <= now) return 'running';
  return 'wait';
}

export const placeOf = (e: Pick<EventCard, 'isOnline' | 'place'>) =>
  e.isOnline || !e.place ? 'Онлайн-трансляция' : e.place;

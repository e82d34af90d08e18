// An event as the browser holds it (GET /event/catalog, /event/slug/{slug}, camelCased).
import type { ContentBlock, FormField } from '../../components/content-blocks/block-types.ts';

export type EventState = 'wait' | 'running' | 'finished' | 'cancelled';
export type EventFilter = 'upcoming' | 'running' | 'finished' | 'cancelled';

export interface EventForm {
  type: 'button' | 'inline';
  title?: string;
  btn?: string;
  fields: FormField[];
}

export interface EventCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  startAt: string;
  endAt: string;
  isOnline: boolean;
  place: string | null;
  state: EventState;
  statusCode: string;
  href: string;
  likes?: number;
  dislikes?: number;
  liked?: boolean;
  disliked?: boolean;
}

export interface EventDetail extends EventCard {
  content: ContentBlock[];
  form: EventForm | null;
  participantsCount: number;
  isParticipant: boolean;
}

/** The live state from the dates (the server's one may be minutes old on a cached copy). */
export function stateAt(e: Pick<EventCard, 'state' | 'startAt' | 'endAt'>, now: number): EventState {
  if (e.state === 'cancelled') return 'cancelled';
  if (Date.parse(e.endAt) <= now) return 'finished';
  if (Date.parse(e.startAt) <= now) return 'running';
  return 'wait';
}

export const placeOf = (e: Pick<EventCard, 'isOnline' | 'place'>) =>
  e.isOnline || !e.place ? 'Онлайн-трансляция' : e.place;

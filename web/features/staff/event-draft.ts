// An event in its editor (times on Moscow's clock, the form as built) and the body the server takes.
import type { FormDef } from '../../components/event-registration/dynamic-form.tsx';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { fromContent, toContent, type DraftBlock } from './block-fields.ts';
import { cleanForm } from './form-definition.ts';
import { fromMoscowInput, toMoscowInput } from './moscow-time.ts';

export type EventLoaded = ApiResponse<'/staff/content/events/:id{[0-9]+}'>;

export interface EventDraft {
  title: string;
  description: string;
  preview: string;
  start: string;
  end: string;
  cancelled: boolean;
  place: string;
  isOnline: boolean;
  form: FormDef | null;
  blocks: DraftBlock[];
}

export const EMPTY_EVENT: EventDraft = {
  title: '',
  description: '',
  preview: '',
  start: '',
  end: '',
  cancelled: false,
  place: '',
  isOnline: false,
  form: null,
  blocks: [],
};

export const eventFromLoaded = (e: EventLoaded): EventDraft => ({
  title: e.title,
  description: e.description,
  preview: e.preview ?? '',
  start: toMoscowInput(e.startAt),
  end: toMoscowInput(e.endAt),
  cancelled: e.status === 'postponed',
  place: e.place ?? '',
  isOnline: e.isOnline,
  form: (e.form as FormDef | null) ?? null,
  blocks: fromContent(e.content as { type: string; data: Record<string, unknown> }[]),
});

export const eventToBody = (d: EventDraft) => ({
  title: d.title.trim(),
  description: d.description.trim(),
  preview: d.preview.trim() || null,
  startAt: fromMoscowInput(d.start),
  endAt: fromMoscowInput(d.end),
  status: d.cancelled ? ('postponed' as const) : ('planned' as const),
  place: d.place.trim() || null,
  isOnline: d.isOnline,
  form: d.form && cleanForm(d.form),
  content: toContent(d.blocks),
});

// Product analytics (spec section 9): typed click events sent to one pluggable sink.
// No vendor is wired in: development logs to the console, production drops events until
// setAnalyticsSink() installs one. Tracking must never throw into the UI.

export const ANALYTICS_EVENTS = [
  'login_click',
  'participate_click',
  'rules_click',
  'video_click',
  'add_work_click',
  'registration_click',
  'profile_click',
  'publish_click',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
export type AnalyticsParams = Readonly<Record<string, string | number | boolean | null | undefined>>;
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  params: AnalyticsParams;
  at: number;
}
export type AnalyticsSink = (event: AnalyticsEvent) => void;

const consoleSink: AnalyticsSink = (event) => console.info('[analytics]', event.name, event.params);
const noopSink: AnalyticsSink = () => undefined;

function defaultSink(): AnalyticsSink {
  return import.meta.env?.DEV ? consoleSink : noopSink;
}

let sink: AnalyticsSink | null = null;

/** Installs the sink every event goes to; null restores the default. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

/** Records one event; errors of the sink are swallowed so a click always works. */
export function track(name: AnalyticsEventName, params: AnalyticsParams = {}): void {
  try {
    (sink ?? defaultSink())({ name, params, at: Date.now() });
  } catch (e) {
    if (import.meta.env?.DEV) console.warn('[analytics] sink failed', e);
  }
}

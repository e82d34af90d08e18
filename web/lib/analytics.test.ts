// The analytics module sends typed events to the installed sink and never throws.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS, setAnalyticsSink, track, type AnalyticsEvent } from './analytics.ts';

afterEach(() => {
  setAnalyticsSink(null);
  vi.restoreAllMocks();
});

describe('analytics', () => {
  it('names the eight click events of the spec', () => {
    expect(ANALYTICS_EVENTS).toEqual([
      'login_click',
      'participate_click',
      'rules_click',
      'video_click',
      'add_work_click',
      'registration_click',
      'profile_click',
      'publish_click',
    ]);
  });

  it('sends events with their params to the sink', () => {
    const seen: AnalyticsEvent[] = [];
    setAnalyticsSink((e) => seen.push(e));
    track('login_click');
    track('participate_click', { contest_id: 7, place: 'header' });
    expect(seen.map((e) => [e.name, e.params])).toEqual([
      ['login_click', {}],
      ['participate_click', { contest_id: 7, place: 'header' }],
    ]);
    expect(typeof seen[0]?.at).toBe('number');
  });

  it('logs to the console by default in development', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    track('video_click', { id: 3 });
    expect(info).toHaveBeenCalledWith('[analytics]', 'video_click', { id: 3 });
  });

  it('swallows a failing sink', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAnalyticsSink(() => {
      throw new Error('vendor down');
    });
    expect(() => track('publish_click')).not.toThrow();
  });
});

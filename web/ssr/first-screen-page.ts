// One page that the server draws before the app loads (web/ssr/first-screen.tsx lists them).
import type { StaticDataRouteOption } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FirstScreenRequests } from '../../sync/protocol/first-screen.ts';

export interface FirstScreenPage {
  /** `path` without a trailing slash; `search` as in the URL ('' or '?a=1'). */
  matches(path: string, search: string): boolean;
  /** API calls beyond the shell's, by the name content() reads them under (`search` as matches() got it). */
  requests(path: string, search: string): FirstScreenRequests;
  /** API calls that depend on those answers (a course step's quiz, named only by the step), made once they are in. */
  followUps?(answers: Record<string, unknown>): FirstScreenRequests;
  /** The route's staticData (the page heading and layout), as the app's route declares it. */
  staticData(): StaticDataRouteOption;
  /** The page's content, or null when the answers give nothing worth drawing (the app draws that state). */
  content(answers: Record<string, unknown>, search: string): ReactNode | null;
}

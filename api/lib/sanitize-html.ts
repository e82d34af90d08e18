// The one HTML policy for content stored by the server (static pages, FAQ answers, later
// posts and comments): call it on every write path, so readers can render stored HTML
// as is. It keeps formatting, links, images, lists, headings, tables and quotes; it drops
// scripts, styles, event handlers and any URL scheme other than http(s)/mailto. The one class
// kept is span.tooltip with its data-tooltip text (marked words in content).
import sanitize from 'sanitize-html';
import { HTML_POLICY } from '../../sync/rules/html-policy.ts';

/** Returns `html` reduced to the allowed markup; safe to store and to render without escaping. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, HTML_POLICY);
}

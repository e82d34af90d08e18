// DOMPurify needs a DOM, which Node lacks: the first-screen build (vite.ssr.config.ts) resolves 'dompurify' to
// this stand-in, which applies the server's own HTML policy (sync/rules/html-policy.ts) with sanitize-html.
// Stored HTML already passed that policy on write; this keeps the server's first screen safe all the same.
import sanitize from 'sanitize-html';
import { HTML_POLICY } from '../../sync/rules/html-policy.ts';

const DOMPurify = { sanitize: (html: string): string => sanitize(html, HTML_POLICY) };
export default DOMPurify;

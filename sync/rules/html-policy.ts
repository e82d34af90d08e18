// The one HTML policy for stored content (sanitize-html options): the server applies it on every write
// (api/lib/sanitize-html.ts) and the server's first screen applies it again where the browser uses DOMPurify
// (web/ssr/dompurify-node.ts), so both draw the same markup. Plain data and pure functions only.
import type sanitize from 'sanitize-html';

export const HTML_POLICY: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'cite',
    'q',
    'abbr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type'],
    abbr: ['title'],
    blockquote: ['cite'],
    // A marked word with its tooltip: <span class="tooltip" data-tooltip="пояснение">слово</span>.
    span: ['data-tooltip'],
  },
  allowedClasses: { span: ['tooltip'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^(https?:)?\/\//i.test(attribs.href ?? '');
      const rel = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean));
      if (external || attribs.target === '_blank') {
        rel.add('noopener');
        rel.add('noreferrer');
      }
      const next: Record<string, string> = { ...attribs };
      if (rel.size > 0) next.rel = [...rel].join(' ');
      if (next.target && next.target !== '_blank') delete next.target;
      return { tagName, attribs: next };
    },
  },
};

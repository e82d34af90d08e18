// The one policy for user text stored as plain text (comments, complaint and feedback notes):
// markup is dropped, control characters removed, line breaks kept (at most one blank line),
// so readers render it as text and only links are made clickable, on display.
import sanitize from 'sanitize-html';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

export function plainText(input: string): string {
  const stripped = sanitize(input.replace(/\r\n?/g, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return stripped
    .replace(/&(lt|gt|amp|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u200B-\u200F\u2028-\u202E\u2066-\u2069]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

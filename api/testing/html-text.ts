// Reads text back out of the HTML the server wrote, for tests that compare it with what authors typed.

/** Undoes the entity escaping of our HTML writers (attribute values and text). */
export const unescapeHtml = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

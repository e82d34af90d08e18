// The helper's search over the site's FAQ (faq-helper.tsx): every word typed must be found in a question or its
// answer (case, 'ё' and the answer's markup ignored); questions that hold the words come first. Pure, no DOM.

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
}

const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е');

/** The answer's words without its markup (answers are HTML). */
const answerText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

/** The entries that match `query` (all of them for an empty one), best first, at most `limit`. */
export function searchFaq<T extends FaqEntry>(entries: readonly T[], query: string, limit = 20): T[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return entries.slice(0, limit);
  const scored: { entry: T; inQuestion: boolean; at: number }[] = [];
  entries.forEach((entry, at) => {
    const question = fold(entry.question);
    const text = `${question} ${fold(answerText(entry.answer))}`;
    if (words.every((w) => text.includes(w)))
      scored.push({ entry, inQuestion: words.every((w) => question.includes(w)), at });
  });
  scored.sort((a, b) => Number(b.inQuestion) - Number(a.inQuestion) || a.at - b.at);
  return scored.slice(0, limit).map((s) => s.entry);
}

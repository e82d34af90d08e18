// The pages issue 17 measures, shared by `npm run bench:web` and `npm run bench:start-blocking`: home, the catalogue
// and a post (the first article the catalogue lists), each with a selector of its first screen's content; issue 43
// adds a news item (the newest), measured by Lighthouse only (`lighthouseOnly`: it has no first-load budget).

/** A page's name (as `--pages=` picks it), its path and a selector of its first screen's content. */
export type BenchPage = [name: string, path: string, ready: string];

/** Pages that `bench:web` gives to Lighthouse but whose first-load JavaScript has no budget of its own. */
export const LIGHTHOUSE_ONLY = new Set(['news']);

/** The pages on the server at `url`; `only` (names) keeps some of them, in this order. */
export async function benchPages(url: string, only?: string[]): Promise<BenchPage[]> {
  const newsItem = (await (await fetch(`${url}/api/event-news/news?limit=1`)).json()) as { list: { slug: string }[] };
  const post = (await (await fetch(`${url}/api/catalog?limit=1&page_type_id=3`)).json()) as {
    list: { slug: string }[];
  };
  const pages: BenchPage[] = [
    ['home', '/', '.content-card'],
    ['catalog', '/catalog', '.content-card'],
    ['post', `/post/${post.list[0]?.slug ?? ''}`, 'h1'],
    ['news', `/news/${newsItem.list[0]?.slug ?? ''}`, 'h1'],
  ];
  return only ? pages.filter(([name]) => only.includes(name)) : pages;
}

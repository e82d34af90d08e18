// A static page: its title and sanitised HTML content.
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import type { StaticPage } from './load-static-page.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';

export function StaticPageView({ page }: { page: StaticPage }) {
  useDocumentTitle(page.title);
  return (
    <article className="container page static-page">
      <h1>{page.title}</h1>
      {page.description && <p className="static-page__lead">{page.description}</p>}
      <SafeHtml className="prose" html={page.content} />
    </article>
  );
}

// The placeholder of a static page while it loads: in its own module, so a route's pendingComponent
// (not code-split) does not pull the page view and DOMPurify into the first load.
import { TextSkeleton } from '../../components/ui/text-skeleton.tsx';

export function StaticPageSkeleton() {
  return <TextSkeleton label="Загружаем страницу…" />;
}

// The placeholder of a static page while it loads: in its own module, so a route's pendingComponent
// (not code-split) does not pull the page view and DOMPurify into the first load.
export function StaticPageSkeleton() {
  return (
    <div className="container page" aria-busy="true" aria-label="Загружаем страницу">
      <div className="text-skeleton">
        <span className="text-skeleton__title" />
        <span />
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

// The grey placeholder of a text page while it loads: a title bar and a few lines, announced once
// to screen readers by its label.
export function TextSkeleton({ label, lines = 4, className }: { label: string; lines?: number; className?: string }) {
  return (
    <div className={className ? `container page ${className}` : 'container page'} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="text-skeleton" aria-hidden="true">
        <span className="text-skeleton__title" />
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    </div>
  );
}

// 'Показать ещё' under a paged list, one look wherever a list grows by pages. It only asks for more;
// the list decides when it is shown.
export function MoreButton({ onMore, disabled }: { onMore: () => void; disabled?: boolean }) {
  return (
    <div className="more">
      <button type="button" className="button button--secondary" onClick={onMore} disabled={disabled}>
        Показать ещё
      </button>
    </div>
  );
}

// '↑', '↓' and 'Удалить' beside one item of an ordered list in an editor (a block, a step, a form
// field), each named for screen readers: 'Поднять блок 2'.
export function MoveTools({
  index,
  count,
  noun,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  /** The item in the accusative: 'блок', 'шаг', 'поле'. */
  noun: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <div className="staff-block__tools">
      <button
        type="button"
        className="button button--quiet button--small"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={`Поднять ${noun} ${n}`}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--quiet button--small"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`Опустить ${noun} ${n}`}
      >
        ↓
      </button>
      <button
        type="button"
        className="button button--quiet button--small"
        onClick={onRemove}
        aria-label={`Удалить ${noun} ${n}`}
      >
        Удалить
      </button>
    </div>
  );
}

/** The list with the item at `index` moved by one place up or down. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

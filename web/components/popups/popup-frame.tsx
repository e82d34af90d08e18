// The dialog box every popup uses: overlay, title, close cross, focus trap. Dismissal by
// Escape or an outside click is decided by the host; this only reports the attempt.
import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../ui/icons.tsx';
import { useFocusTrap } from './use-focus-trap.ts';

interface PopupFrameProps {
  title: string;
  /** Omitted for an unclosable popup: no cross (the popup's own buttons are the only way out). */
  onClose?: () => void;
  onOutside?: () => void;
  /** 'sheet': a small panel at the bottom over an undimmed page, which stays usable (not modal). */
  variant?: 'center' | 'top' | 'wide' | 'sheet';
  tone?: 'default' | 'error';
  /** Changes when the popup's content is replaced by another popup. */
  contentKey: string;
  children: ReactNode;
}

export function PopupFrame({
  title,
  onClose,
  onOutside,
  variant = 'center',
  tone = 'default',
  contentKey,
  children,
}: PopupFrameProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, true, contentKey);
  return (
    <div
      className={`popup-overlay popup-overlay--${variant}`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onOutside?.();
      }}
    >
      <div
        ref={box}
        className={`popup popup--${variant} popup--${tone}`}
        role="dialog"
        aria-modal={variant !== 'sheet'}
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {onClose && (
          <button type="button" className="popup__close icon-button" aria-label="Закрыть" onClick={onClose}>
            <CloseIcon />
          </button>
        )}
        <h2 id={titleId} className="popup__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

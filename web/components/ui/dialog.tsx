// A dialog a user opened themselves (a comment's report or delete, the feedback after a like, adding
// to a collection): the popup frame closed by its cross, Escape or an outside click, and the
// 'done' step that thanks and closes. Popups opened by the app (registration prompt, cookies) keep
// their own rules in popups/popup-host.tsx. Rendered in the body (a portal).
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PopupFrame } from '../popups/popup-frame.tsx';

interface DialogProps {
  title: string;
  onClose: () => void;
  /** Changes when the dialog's content is replaced (focus moves to the new content). */
  contentKey: string;
  children: ReactNode;
  /** 'sheet': a small panel at the bottom that leaves the page usable (an optional question). */
  variant?: 'center' | 'sheet';
}

export function Dialog({ title, onClose, contentKey, children, variant = 'center' }: DialogProps) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  // In the body, so a card's clipping or transform never boxes it in.
  return createPortal(
    <PopupFrame
      title={title}
      onClose={onClose}
      onOutside={variant === 'sheet' ? undefined : onClose}
      contentKey={contentKey}
      variant={variant}
    >
      {children}
    </PopupFrame>,
    document.body,
  );
}

/** The last step of a dialog: a short thanks and one button that closes it. */
export function DoneDialog({
  title,
  text,
  button,
  onClose,
  variant,
}: {
  title: string;
  text: string;
  button: string;
  onClose: () => void;
  variant?: DialogProps['variant'];
}) {
  return (
    <Dialog title={title} onClose={onClose} contentKey={`done:${title}`} variant={variant}>
      <p className="popup__text">{text}</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        {button}
      </button>
    </Dialog>
  );
}

interface DialogFormEndProps {
  /** The form's error, announced above the buttons. */
  error: string | null;
  sending: boolean;
  send: string;
  cancel: string;
  onCancel: () => void;
  /** The class of the buttons' row. */
  className: string;
}

/** The end of a dialog's form: its error, then the submit button (off while sending) and the way out. */
export function DialogFormEnd({ error, sending, send, cancel, onCancel, className }: DialogFormEndProps) {
  return (
    <>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className={className}>
        <button type="submit" className="button button--primary" disabled={sending}>
          {send}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </>
  );
}

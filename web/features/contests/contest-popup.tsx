// A contest-area popup: the shared frame, closed by its cross, Escape or an outside click (spec section 2).
import { useEffect, type ReactNode } from 'react';
import { PopupFrame } from '../../components/popups/popup-frame.tsx';

export function ContestPopup({
  title,
  onClose,
  children,
  variant,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  variant?: 'center' | 'wide';
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <PopupFrame title={title} onClose={onClose} onOutside={onClose} contentKey={title} variant={variant}>
      {children}
    </PopupFrame>
  );
}

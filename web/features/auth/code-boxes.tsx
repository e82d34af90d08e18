// The 4-digit code: one box per digit, digits only; typing moves on, pasting fills all,
// Backspace clears the whole code (spec section 5). Calls onComplete when all 4 are in.
import { useRef } from 'react';
import { CODE_LENGTH } from '../../../sync/rules/account-limits.ts';

interface CodeBoxesProps {
  value: string;
  onChange: (code: string) => void;
  onComplete?: (code: string) => void;
  error?: string | null;
  errorId: string;
  disabled?: boolean;
}

export function CodeBoxes({ value, onChange, onComplete, error, errorId, disabled }: CodeBoxesProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();
  const set = (code: string) => {
    const next = code.replace(/\D/g, '').slice(0, CODE_LENGTH);
    onChange(next);
    if (next.length === CODE_LENGTH) onComplete?.(next);
    return next;
  };
  return (
    <div className="code-boxes" role="group" aria-label="Код из 4 цифр" aria-describedby={error ? errorId : undefined}>
      {Array.from({ length: CODE_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className={`code-boxes__box${error ? ' code-boxes__box--invalid' : ''}`}
          aria-label={`Цифра ${i + 1}`}
          aria-invalid={error ? true : undefined}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={i === 0 ? CODE_LENGTH : 1}
          disabled={disabled}
          data-autofocus={i === 0 ? '' : undefined}
          value={value[i] ?? ''}
          onKeyDown={(e) => {
            if (e.key === 'Backspace' || e.key === 'Delete') {
              e.preventDefault();
              onChange('');
              focus(0);
            } else if (e.key === 'ArrowLeft') focus(i - 1);
            else if (e.key === 'ArrowRight') focus(i + 1);
          }}
          onChange={(e) => {
            const typed = e.target.value.replace(/\D/g, '');
            if (!typed) return;
            // A paste or autofill of several digits fills from the first box.
            const next = typed.length > 1 ? set(typed) : set((value.slice(0, i) + typed).slice(0, CODE_LENGTH));
            focus(next.length);
          }}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}

// A pupil's status in the mentor's list (spec section 4, pupil status_id) with its tooltip: the
// 48-hour moderation hint, or the rejection reason. The hint is also text for screen readers.
import { useId, useState } from 'react';
import { InfoIcon } from '../../../components/ui/icons-contest.tsx';
import { PUPIL_MODERATION_HINT, PUPIL_STATUS_LABELS } from '../../../../sync/rules/special-contest.ts';

export function PupilStatus({ statusId, cancelText }: { statusId: number | null; cancelText: string | null }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const label =
    statusId === 1 || statusId === 2 || statusId === 3 ? PUPIL_STATUS_LABELS[statusId] : PUPIL_STATUS_LABELS.none;
  const tip = statusId === 1 ? PUPIL_MODERATION_HINT : statusId === 2 ? (cancelText ?? '') : '';
  return (
    <span className={`pupil-status pupil-status--${statusId ?? 'none'}`}>
      {label}
      {tip && (
        <span className="pupil-status__tip-holder">
          <button
            type="button"
            className="icon-button pupil-status__info"
            aria-label="Подробнее"
            aria-describedby={id}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            onBlur={() => setOpen(false)}
          >
            <InfoIcon width={18} height={18} />
          </button>
          <span id={id} role="tooltip" className={`pupil-status__tip${open ? ' pupil-status__tip--open' : ''}`}>
            {tip}
          </span>
        </span>
      )}
    </span>
  );
}

// One pupil as the mentor sees them: avatar (a no-avatar image when absent), name, school,
// nomination and status.
import type { ReactNode } from 'react';
import { SmartLink } from '../../../components/layout/smart-link.tsx';
import { NO_AVATAR } from './special-messages.ts';
import type { Pupil } from './special-api.ts';
import { PupilStatus } from './pupil-status.tsx';

export function PupilCard({
  pupil,
  action,
  withStatus = true,
}: {
  pupil: Pupil;
  action?: ReactNode;
  withStatus?: boolean;
}) {
  return (
    <div className="pupil-card">
      <img className="pupil-card__avatar" src={pupil.avatar || NO_AVATAR} alt="" width={48} height={48} />
      <div className="pupil-card__body">
        <p className="pupil-card__name">{pupil.name}</p>
        <p className="pupil-card__school">{pupil.workOrSchool}</p>
        {withStatus && (
          <p className="pupil-card__status">
            {pupil.nominationName && <span className="pupil-card__nomination">{pupil.nominationName}</span>}
            <PupilStatus statusId={pupil.statusId} cancelText={pupil.cancelText} />
            {pupil.workId && (
              <SmartLink href={`/contests/special/${pupil.workId}`} aria-label={`Работа ученика ${pupil.name}`}>
                Смотреть работу
              </SmartLink>
            )}
          </p>
        )}
      </div>
      {action}
    </div>
  );
}

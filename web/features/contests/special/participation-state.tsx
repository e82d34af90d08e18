// The viewer's place in the special contest on its landing: a guest, not taking part, a pupil (with
// the join key they hand to their mentor, shown only to them) or a mentor (with their pupils).
import { formatJoinKey } from '../../../../sync/rules/special-contest.ts';

export function ParticipationState({
  userType,
  signedIn,
  joinKey,
  pupils,
  open,
  onParticipate,
  onPupils,
}: {
  userType: 1 | 3 | null;
  signedIn: boolean;
  joinKey: string | undefined;
  pupils: number | undefined;
  open: boolean;
  onParticipate: () => void;
  onPupils: () => void;
}) {
  if (userType === 1)
    return (
      <div className="special-state">
        <p>Ты участвуешь в конкурсе как ученик.</p>
        {joinKey && (
          <p className="join-key">
            Твой код участника: <strong className="join-key__value">{formatJoinKey(joinKey)}</strong>
            <span className="join-key__hint">
              Передай его своему наставнику: по этому коду он добавит тебя в свой список и сможет следить за твоей
              работой. Никому больше код не нужен.
            </span>
          </p>
        )}
      </div>
    );
  if (userType === 3)
    return (
      <div className="special-state">
        <p>Вы участвуете в конкурсе как наставник.</p>
        <p>{pupils ? `Учеников в вашем списке: ${pupils}` : 'Добавьте учеников по их кодам участника.'}</p>
        <button type="button" className="button button--primary" onClick={onPupils}>
          {pupils ? 'Мои ученики' : 'Добавить ученика'}
        </button>
      </div>
    );
  return (
    <div className="special-state">
      <p>
        {!open
          ? 'Приём заявок закрыт.'
          : signedIn
            ? 'Ты ещё не участвуешь. Подай заявку как ученик или как наставник.'
            : 'Войди или зарегистрируйся, чтобы участвовать.'}
      </p>
      {open && (
        <button type="button" className="button button--primary" onClick={onParticipate}>
          Участвовать
        </button>
      )}
    </div>
  );
}

// Voting for a work (ours: the spec names the three criteria, not the scale): 1 to 5 for clarity,
// fascination and scientific content, as radio groups a keyboard can use. The vote is an offline
// action; once cast, the viewer's vote is shown instead of the form.
import { useState, type FormEvent } from 'react';
import { requireAuth } from '../../../lib/auth-modal.ts';
import {
  VOTE_CRITERIA,
  VOTE_CRITERIA_LABELS,
  VOTE_MAX,
  VOTE_MIN,
  type VoteCriterion,
} from '../../../../sync/rules/special-contest.ts';
import type { Rating } from './special-api.ts';
import type { VoteState } from './use-vote.ts';

const POINTS = Array.from({ length: VOTE_MAX - VOTE_MIN + 1 }, (_, i) => VOTE_MIN + i);

export function VoteForm({
  state,
  signedIn,
  onVote,
}: {
  state: VoteState;
  signedIn: boolean;
  onVote: (vote: Rating) => Promise<string | null>;
}) {
  const [draft, setDraft] = useState<Partial<Rating>>({});
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (state)
    return (
      <div className="vote vote--done">
        <h2>Твоя оценка</h2>
        <dl className="vote__result">
          {VOTE_CRITERIA.map((c) => (
            <div key={c}>
              <dt>{VOTE_CRITERIA_LABELS[c]}</dt>
              <dd>
                {state.vote[c]} из {VOTE_MAX}
              </dd>
            </div>
          ))}
        </dl>
        <p role="status">
          {state.pending
            ? 'Голос сохранён на устройстве и будет отправлен, когда появится сеть.'
            : (note ?? 'Спасибо, твой голос учтён.')}
        </p>
      </div>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!signedIn) return requireAuth();
    if (VOTE_CRITERIA.some((c) => draft[c] === undefined)) return setError('Оцени работу по всем трём критериям');
    setBusy(true);
    onVote(draft as Rating)
      .then(setNote)
      .finally(() => setBusy(false));
  };
  return (
    <form className="vote" onSubmit={submit} noValidate aria-labelledby="vote-title">
      <h2 id="vote-title">Оцени работу</h2>
      <p>
        От {VOTE_MIN} до {VOTE_MAX} по каждому критерию. Проголосовать за работу можно один раз.
      </p>
      {VOTE_CRITERIA.map((c: VoteCriterion) => (
        <fieldset key={c} className="vote__criterion">
          <legend>{VOTE_CRITERIA_LABELS[c]}</legend>
          <div className="vote__points">
            {POINTS.map((p) => (
              <label key={p} className="vote__point">
                <input
                  type="radio"
                  name={`vote-${c}`}
                  value={p}
                  checked={draft[c] === p}
                  onChange={() => {
                    setDraft((d) => ({ ...d, [c]: p }));
                    setError(null);
                  }}
                />
                <span>{p}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {signedIn ? 'Проголосовать' : 'Войти и проголосовать'}
      </button>
    </form>
  );
}

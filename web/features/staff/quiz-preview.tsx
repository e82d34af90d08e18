// 'Предпросмотр' of a quiz: every question as the quiz player shows it, round by round with the
// round's timer, and the correct answers marked for the editor. Nothing is answered from here.
import '../../components/quiz-player/quiz-player.css';
import { QuizQuestionView } from '../../components/quiz-player/quiz-question.tsx';
import { formatClock } from '../../../sync/rules/quiz-play.ts';
import { DIFFICULTY_NAMES, isDifficultyId } from '../../../sync/rules/learning.ts';
import type { QuizDraft } from './quiz-draft.ts';

export function QuizPreview({ draft }: { draft: QuizDraft }) {
  const total = draft.rounds.reduce((n, r) => n + r.questions.length, 0);
  let number = 0;
  return (
    <div>
      <p className="staff-card__meta">
        Тренажер · сложность {isDifficultyId(draft.difficulty) ? DIFFICULTY_NAMES[draft.difficulty] : ''}
      </p>
      <h1>{draft.title || 'Без названия'}</h1>
      {draft.description && <p className="staff-preview__lead">{draft.description}</p>}
      {draft.rounds.map((r, ri) => (
        <section key={r.key} className="quiz-player">
          <div className="quiz-player__bar">
            <span className="quiz-player__round">{r.title || `Раунд ${ri + 1}`}</span>
            {Number(r.timeLimit) > 0 && <span className="quiz-timer">{formatClock(Number(r.timeLimit))}</span>}
          </div>
          {r.questions.map((q, qi) => {
            number += 1;
            const correct =
              q.kind === 'text'
                ? q.accepted.split('\n').filter((l) => l.trim())
                : q.options.filter((o) => o.isCorrect).map((o) => o.text);
            return (
              <div key={q.key}>
                <QuizQuestionView
                  question={{
                    id: ri * 1000 + qi + 1,
                    position: number,
                    kind: q.kind,
                    text: q.text || 'Текст вопроса',
                    options: q.options.map((o, oi) => ({ id: oi + 1, text: o.text })),
                  }}
                  number={number}
                  total={total}
                  record={undefined}
                  disabled
                  onAnswer={() => undefined}
                />
                <p className="staff-card__meta">Верно: {correct.join('; ') || 'не отмечено'}</p>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}

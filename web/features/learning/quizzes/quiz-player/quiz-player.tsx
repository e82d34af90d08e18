// A quiz on any screen (the quiz page, a course step): start, one question at a time with
// feedback, a round timer, the result and restart. Answers go to the device and the outbox,
// so it works with the network off; the verdict shows once the server has checked.
import '../../../../components/quiz-player/quiz-player.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { answerQuestion } from '../../learning-actions.ts';
import type { QuizAnswerValue, QuizDetail } from '../../../../lib/learning-types.ts';
import { startRoundTimer } from '../../learning-store.ts';
import type { WidgetProps } from '../../../../components/feature-widgets.tsx';
import { QuizQuestionView } from '../../../../components/quiz-player/quiz-question.tsx';
import { QuizResult } from '../../../../components/quiz-player/quiz-result.tsx';
import { flatQuestions, formatClock, nextOpenIndex, secondsLeft } from '../../../../../sync/rules/quiz-play.ts';
import { SignInPrompt } from '../../../../components/quiz-player/sign-in-prompt.tsx';
import { useNow } from './use-now.ts';
import { useQuizAttempt } from './use-quiz-attempt.ts';

export function QuizPlayer({ quiz, owner, onFinished }: WidgetProps['QuizPlayer']) {
  const all = useMemo(() => flatQuestions(quiz), [quiz]);
  const { attempt, answers, roundStarts, begin, loading } = useQuizAttempt(quiz, owner);
  const [started, setStarted] = useState(false);
  const [hold, setHold] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = useNow(started || answers.size > 0);

  const expired = new Set<number>();
  for (const r of quiz.rounds) {
    const at = roundStarts.get(r.id);
    if (r.timeLimit && at && secondsLeft(at, r.timeLimit, now) === 0) expired.add(r.id);
  }
  const answered = new Set(answers.keys());
  const next = nextOpenIndex(all, answered, expired);
  const playing = Boolean(attempt) && (started || answers.size > 0);
  const finished = playing && next === -1;
  const showResult = playing && (hold === -1 || (hold === null && next === -1));
  const shown = hold ?? next;
  const current = showResult ? undefined : all[shown];

  const key = attempt?.key;
  const round = current?.round;
  useEffect(() => {
    if (!owner || !key || !playing || !round?.timeLimit || roundStarts.has(round.id)) return;
    void startRoundTimer(owner, key, round.id, new Date().toISOString());
  }, [owner, key, playing, round, roundStarts]);

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (finished && key && reported.current !== key) {
      reported.current = key;
      onFinished?.();
    }
  }, [finished, key, onFinished]);

  if (!owner) return <QuizGuestStart quiz={quiz} />;
  if (loading)
    return (
      <div className="list-skeleton" aria-label="Загружаем тренажер">
        <span />
        <span />
      </div>
    );

  async function start(restart: boolean) {
    setBusy(true);
    setError(null);
    await begin(restart);
    setHold(null);
    setStarted(true);
    setBusy(false);
  }

  async function answer(index: number, questionId: number, value: QuizAnswerValue) {
    if (!owner || !key) return;
    setHold(index);
    const started = round?.timeLimit ? roundStarts.get(round.id) : undefined;
    const ok = await answerQuestion(owner, quiz.id, key, questionId, value, started);
    if (!ok) setError('Ответ не сохранён: на устройстве не хватает места');
  }

  if (!playing) {
    return (
      <section className="quiz-player" data-player>
        <QuizIntro quiz={quiz} />
        <button type="button" className="button button--primary" onClick={() => void start(false)} disabled={busy}>
          {answers.size > 0 ? 'Продолжить' : 'Начать'}
        </button>
      </section>
    );
  }

  const roundStart = round ? roundStarts.get(round.id) : undefined;
  const left = round?.timeLimit && roundStart ? secondsLeft(roundStart, round.timeLimit, now) : null;
  const record = current ? answers.get(current.question.id) : undefined;
  const afterIndex = nextOpenIndex(all, answered, expired, shown + 1);

  return (
    <section className="quiz-player" aria-live="polite" data-player>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {current ? (
        <>
          {(quiz.rounds.length > 1 || left !== null) && (
            <div className="quiz-player__bar">
              {quiz.rounds.length > 1 && <span className="quiz-player__round">{current.round.title}</span>}
              {left !== null && (
                <span
                  className={`quiz-timer${left <= 10 ? ' quiz-timer--low' : ''}`}
                  role="timer"
                  aria-label="Осталось времени"
                >
                  {left === 0 ? 'Время вышло' : formatClock(left)}
                </span>
              )}
            </div>
          )}
          <QuizQuestionView
            key={`${key}-${current.question.id}`}
            question={current.question}
            number={current.index + 1}
            total={all.length}
            record={record}
            disabled={left === 0 && !record}
            onAnswer={(v) => void answer(current.index, current.question.id, v)}
          />
          {(record || left === 0) && (
            <button
              type="button"
              className="button button--primary quiz-player__next"
              onClick={() => setHold(afterIndex === -1 ? -1 : null)}
            >
              {afterIndex === -1 ? 'Показать результат' : 'Следующий вопрос'}
            </button>
          )}
        </>
      ) : (
        <QuizResult
          all={all}
          answers={answers}
          restarting={busy}
          inCourse={onFinished !== undefined}
          onRestart={() => void start(true)}
        />
      )}
    </section>
  );
}

/** The start screen a guest sees, also drawn by the server's first screen (web/ssr/item-pages.tsx). */
export function QuizGuestStart({ quiz }: { quiz: QuizDetail }) {
  return (
    <section className="quiz-player" data-player>
      <QuizIntro quiz={quiz} />
      <SignInPrompt text="Отвечать на вопросы тренажера могут зарегистрированные пользователи." />
    </section>
  );
}

function QuizIntro({ quiz }: { quiz: QuizDetail }) {
  const timed = quiz.rounds.filter((r) => r.timeLimit);
  // The catalogue's time_limit: the timed rounds' limits added up.
  const timeLimit = timed.reduce((sum, r) => sum + (r.timeLimit ?? 0), 0);
  return (
    <div className="quiz-intro">
      {quiz.description && <p>{quiz.description}</p>}
      <ul className="quiz-intro__facts">
        <li>Вопросов: {quiz.questionsCount}</li>
        {quiz.difficulty && <li>Сложность: {quiz.difficulty.name}</li>}
        {timeLimit > 0 && <li>Время на раунды: {formatClock(timeLimit)}</li>}
      </ul>
      {timed.length > 0 && (
        <div className="quiz-intro__warning" role="note" aria-label="Раунд на время">
          <p>
            <strong>{timed.length === 1 ? 'Один раунд на время' : 'Есть раунды на время'}:</strong>{' '}
            {timed.map((r) => `«${r.title}» — ${formatClock(r.timeLimit ?? 0)}`).join(', ')}.
          </p>
          <p>Таймер пойдёт с первого вопроса раунда; ответ после конца времени не засчитывается.</p>
        </div>
      )}
    </div>
  );
}

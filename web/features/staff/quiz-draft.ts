// A quiz in its editor: rounds holding questions holding options, each with a React key and, once
// saved, its id (kept across saves so pupils' answers stay with the question). Converted from the
// server's answer and back to the body the server takes.
import type { ApiResponse } from '../../lib/api-contract.ts';

export type QuizLoaded = ApiResponse<'/staff/content/quizzes/:id{[0-9]+}'>;
export type QuestionKind = 'single' | 'multiple' | 'text';

export interface OptionDraft {
  key: string;
  id?: number;
  text: string;
  isCorrect: boolean;
}
export interface QuestionDraft {
  key: string;
  id?: number;
  kind: QuestionKind;
  text: string;
  explanation: string;
  /** Accepted answers of a text question, one a line. */
  accepted: string;
  options: OptionDraft[];
}
export interface RoundDraft {
  key: string;
  id?: number;
  title: string;
  /** Seconds as typed; empty: no limit. */
  timeLimit: string;
  questions: QuestionDraft[];
}
export interface QuizDraft {
  title: string;
  description: string;
  preview: string;
  difficulty: number;
  topicId: number | null;
  showOnBanner: boolean;
  rounds: RoundDraft[];
}

let n = 0;
const key = () => `q${(n += 1)}`;

export const newOption = (): OptionDraft => ({ key: key(), text: '', isCorrect: false });
export const newQuestion = (): QuestionDraft => ({
  key: key(),
  kind: 'single',
  text: '',
  explanation: '',
  accepted: '',
  options: [newOption(), newOption()],
});
export const newRound = (title = '', timeLimit = ''): RoundDraft => ({
  key: key(),
  title,
  timeLimit,
  questions: [newQuestion()],
});

export const EMPTY_QUIZ: QuizDraft = {
  title: '',
  description: '',
  preview: '',
  difficulty: 1,
  topicId: null,
  showOnBanner: false,
  rounds: [newRound()],
};

/** The draft of a saved quiz; parts at the same place as in `previous` keep their React keys. */
export const quizFromLoaded = (q: QuizLoaded, previous?: QuizDraft): QuizDraft => ({
  title: q.title,
  description: q.description,
  preview: q.preview ?? '',
  difficulty: q.difficulty,
  topicId: q.topicId,
  showOnBanner: Boolean(q.showOnBanner),
  rounds: q.rounds.map((r, ri) => ({
    key: previous?.rounds[ri]?.key ?? key(),
    id: r.id,
    title: r.title,
    timeLimit: r.timeLimit === null ? '' : String(r.timeLimit),
    questions: r.questions.map((x, qi) => ({
      key: previous?.rounds[ri]?.questions[qi]?.key ?? key(),
      id: x.id,
      kind: x.kind as QuestionKind,
      text: x.text,
      explanation: x.explanation ?? '',
      accepted: x.acceptedAnswers.join('\n'),
      options: x.options.map((o, oi) => ({
        key: previous?.rounds[ri]?.questions[qi]?.options[oi]?.key ?? key(),
        id: o.id,
        text: o.text,
        isCorrect: o.isCorrect,
      })),
    })),
  })),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const quizToBody = (d: QuizDraft) => ({
  title: d.title.trim(),
  description: d.description.trim(),
  preview: d.preview.trim() || null,
  difficulty: d.difficulty,
  topicId: d.topicId,
  showOnBanner: d.showOnBanner,
  rounds: d.rounds.map((r) => ({
    ...(r.id && { id: r.id }),
    title: r.title.trim(),
    timeLimit: r.timeLimit.trim() ? Number(r.timeLimit) : null,
    questions: r.questions.map((x) => ({
      ...(x.id && { id: x.id }),
      kind: x.kind,
      text: x.text.trim(),
      explanation: x.explanation.trim() || null,
      acceptedAnswers: x.kind === 'text' ? lines(x.accepted) : [],
      options:
        x.kind === 'text'
          ? []
          : x.options.map((o) => ({ ...(o.id && { id: o.id }), text: o.text.trim(), isCorrect: o.isCorrect })),
    })),
  })),
});

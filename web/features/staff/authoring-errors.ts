// The Russian text of the authoring calls' errors (events, courses, quizzes). The server answers
// a short English `detail`, often with the path of the wrong part ('rounds.0.questions.1: ...');
// the editor names the round, question or step in Russian. Anything else goes to messageFor.
import { messageFor } from '../../lib/error-messages.ts';

const EXACT: Readonly<Record<string, string>> = {
  'End must be after start': 'Окончание должно быть позже начала',
  'Place required': 'Укажите место проведения или отметьте «Онлайн»',
  'Form field names repeat': 'Коды полей формы не должны повторяться',
  'Select field needs options': 'У поля «Список» должны быть варианты',
  'Slug already exists': 'Такой адрес уже занят: измените название',
  'Course has no steps': 'Добавьте в курс хотя бы один шаг',
  'Quiz has no questions': 'Добавьте в тренажёр хотя бы один вопрос',
  'Unknown topic': 'Такой темы нет',
  'Unknown step': 'Данные устарели: обновите страницу',
  'Unknown id': 'Данные устарели: обновите страницу',
  'Ids repeat': 'Данные устарели: обновите страницу',
  'Step ids repeat': 'Данные устарели: обновите страницу',
};

const QUESTION: Readonly<Record<string, string>> = {
  'Mark one correct option': 'отметьте один верный ответ',
  'Mark a correct option': 'отметьте хотя бы один верный ответ',
  'Two options required': 'нужно хотя бы два варианта ответа',
  'Accepted answer required': 'укажите хотя бы один правильный ответ',
};

const STEP: Readonly<Record<string, string>> = {
  'Material or quiz required': 'выберите материал или тренажёр',
  'Unknown material': 'такого материала нет',
  'Unknown quiz': 'такого тренажёра нет',
};

const FIELD: Readonly<Record<string, string>> = {
  title: 'Заполните название',
  start_at: 'Укажите дату и время начала',
  end_at: 'Укажите дату и время окончания',
  preview: 'Адрес картинки должен начинаться с / или https://',
};

function fromDetail(detail: string): string | null {
  const exact = EXACT[detail];
  if (exact) return exact;
  const question = /^rounds\.(\d+)\.questions\.(\d+)(?:\.[\w.]+)?: (.+)$/.exec(detail);
  if (question) {
    const where = `Раунд ${Number(question[1]) + 1}, вопрос ${Number(question[2]) + 1}`;
    return `${where}: ${QUESTION[question[3]!] ?? 'заполните вопрос и ответы'}`;
  }
  const round = /^rounds\.(\d+)\.time_limit: /.exec(detail);
  if (round) return `Раунд ${Number(round[1]) + 1}: время — от 5 секунд до суток`;
  const step = /^steps\.(\d+)(?:\.\w+)?: (.+)$/.exec(detail);
  if (step) return `Шаг ${Number(step[1]) + 1}: ${STEP[step[2]!] ?? 'заполните название шага'}`;
  const field = /^(\w+)(?:\.[\w.]+)?: /.exec(detail);
  if (field) return FIELD[field[1]!] ?? (field[1] === 'form' ? 'Заполните поля формы: подпись и код' : null);
  return null;
}

/** The Russian message for an authoring error. */
export function authoringMessage(error: unknown): string {
  const e = error as Parameters<typeof messageFor>[0];
  const detail = e && 'detail' in e && typeof e.detail === 'string' ? e.detail : (e?.message ?? '');
  return fromDetail(detail) ?? messageFor(e);
}

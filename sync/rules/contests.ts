// Contest rules and words of the spec (second document, sections 4, 5 and 9), shared by the
// server's checks and the screens. Russian texts appear exactly as the spec gives them.
import { COMMON_CONTEST_MAX_SECONDS, VIDEO_CONTEST_MAX_SECONDS } from './video/video-limits.ts';

export const CONTEST_STATUSES = {
  1: { code: 'not_started', label: 'Не начался' },
  2: { code: 'apply', label: 'Подать заявку' },
  3: { code: 'collecting', label: 'Идет сбор работ' },
  4: { code: 'processing', label: 'Обработка работ' },
  5: { code: 'results', label: 'Результаты' },
} as const;
type ContestStatusId = keyof typeof CONTEST_STATUSES;
export const CONTEST_STATUS_RESULTS = 5;
/** Registration is open while applications or works are being collected. */
export const CONTEST_STATUSES_OPEN_TO_PARTICIPANTS: readonly number[] = [2, 3];
export const CONTEST_STATUS_COLLECTING = 3;

export function contestStatus(id: number) {
  return CONTEST_STATUSES[id as ContestStatusId] ?? CONTEST_STATUSES[1];
}

export const CONTEST_USER_TYPES = { student: 1, mentor: 3 } as const;

export function contestMaxSeconds(kind: 'common' | 'video'): number {
  return kind === 'video' ? VIDEO_CONTEST_MAX_SECONDS : COMMON_CONTEST_MAX_SECONDS;
}

/** Work status ids: 0 default, 1 on moderation, 2 rejected, 3 accepted (published). */
export const WORK_STATUS = { none: 0, moderation: 1, rejected: 2, accepted: 3 } as const;
export const WORK_STATUS_LABELS: Record<number, string> = {
  0: 'Не загрузил работу',
  1: 'Работа на модерации',
  2: 'Работа отклонена',
  3: 'Работа опубликована',
};
export const MODERATION_HINT = 'Обычно модерация занимает не больше 72 часа.';

export const WORKS_PAGE_SIZE = 9;
export const WORK_NAME_MAX = 200;
export const WORK_DESCRIPTION_MAX = 2000;

export const REGISTRATION_MESSAGES = {
  region: 'Выбери свой регион',
  city: 'Выбери свой город',
  school: 'Выбери место работы или учёбы',
  segment: 'Выбери номинацию своей работы',
  parentConsent: 'Подтверди согласие родителей',
  rules: 'Подтверди условия конкурса',
} as const;

export const WORK_FORM_MESSAGES = {
  file: 'Загрузи видео с твоей работой',
  name: 'Введи название твоей работы',
  description: 'Введи описание твоей работы',
  nomination: 'Выбери номанацию твоей работы',
} as const;

export const WORK_SENT = { title: 'Твоя работа успешно отправлена', text: 'Ожидай проверки своей работы' } as const;

/** The video contest's topic areas (its rules popup); a contest video must cover one. */
export const VIDEO_CONTEST_TOPICS = [
  'Естественные науки: химия, физика, биология, климат и экология, новая медицина, генетика и качество жизни',
  'Науки о будущем: новые технологии производства и материалы, энергетика будущего, вызовы безопасности',
  'IT и точные науки: математика, IT, робототехника, искусственный интеллект, кибербезопасность',
  'Социально-гуманитарные науки: социология, психология, связь человека, природы, общества и технологий',
  'Место человека во Вселенной: освоение космоса, астрономия, происхождение Вселенной',
] as const;

/** Content that no contest work may contain (spec section 5). */
export const CONTENT_BANS = [
  'пропаганда терроризма и экстремизма',
  'разжигание национальной, расовой или религиозной розни',
  'сцены насилия',
  'материалы, способные причинить вред несовершеннолетним',
  'порнография и нецензурная лексика',
  'призывы к противоправным действиям',
  'реклама, мошенничество и сетевой маркетинг',
  'всё, что запрещено законодательством Российской Федерации',
] as const;

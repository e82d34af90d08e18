// The spec's type captions (section 9) by item kind, apart from the card (content-card.tsx) so a material's
// own page names its kind without loading the card. The spec names none for courses and events; 'Курс'
// and 'Мероприятие' say what the card opens.
export const CAPTION_TEXTS: Record<string, string> = {
  audio: 'Послушать',
  video: 'Посмотреть',
  article: 'Почитать',
  specproject: 'Почитать',
  news: 'Почитать',
  quiz: 'Тренажер',
  contest: 'Конкурс',
  course: 'Курс',
  event: 'Мероприятие',
};

export function captionOf(code: string): string {
  return CAPTION_TEXTS[code] ?? 'Почитать';
}

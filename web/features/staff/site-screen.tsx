// 'Сайт' (admin, editor): the home page's projects, static pages, FAQ questions and their topics,
// and the feedback form's fields. What is saved shows on the site at its next load.
import { useState } from 'react';
import { CollectionEditor, type CollectionSpec } from './collection-editor.tsx';

const yes = (v: unknown, label: string) => (v ? label : null);
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

const FIELD_TYPES = [
  { value: 'text', label: 'Строка' },
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Телефон' },
  { value: 'select', label: 'Список' },
  { value: 'textarea', label: 'Текст' },
] as const;

const SECTIONS: { id: string; label: string; spec: CollectionSpec }[] = [
  {
    id: 'projects',
    label: 'Проекты',
    spec: {
      path: '/staff/projects',
      addLabel: 'Новый проект',
      blank: { title: '', description: '', preview: '', url: '', showInMenu: false, showInSlider: true, order: 0 },
      title: (r) => String(r.title),
      meta: (r) =>
        joined(
          `№ ${String(r.order)}`,
          yes(r.showInSlider, 'в слайдере'),
          yes(r.showInMenu, 'в меню'),
          String(r.url || ''),
        ),
      fields: [
        { key: 'title', label: 'Название', kind: 'text', required: true },
        { key: 'description', label: 'Описание', kind: 'textarea' },
        { key: 'preview', label: 'Картинка', kind: 'image', hint: 'Адрес картинки или загрузите файл' },
        { key: 'url', label: 'Ссылка', kind: 'url', hint: 'Раздел сайта (/catalog) или https://…' },
        { key: 'showInSlider', label: 'Показывать в слайдере на главной', kind: 'checkbox' },
        { key: 'showInMenu', label: 'Показывать в меню «Проекты»', kind: 'checkbox' },
        { key: 'order', label: 'Порядок', kind: 'number' },
      ],
    },
  },
  {
    id: 'pages',
    label: 'Страницы',
    spec: {
      path: '/staff/static-pages',
      addLabel: 'Новая страница',
      blank: { path: '', title: '', description: '', content: '', showInMenu: false, showInMenuFooter: true, sort: 0 },
      title: (r) => String(r.title),
      meta: (r) => joined(`/${String(r.path)}`, yes(r.showInMenu, 'в меню'), yes(r.showInMenuFooter, 'в подвале')),
      fields: [
        { key: 'title', label: 'Заголовок', kind: 'text', required: true },
        { key: 'path', label: 'Адрес', kind: 'text', required: true, hint: 'Латинскими буквами: about, contacts' },
        { key: 'description', label: 'Описание', kind: 'textarea' },
        { key: 'content', label: 'Текст (HTML)', kind: 'html' },
        { key: 'showInMenu', label: 'Показывать в меню', kind: 'checkbox' },
        { key: 'showInMenuFooter', label: 'Показывать в подвале', kind: 'checkbox' },
        { key: 'sort', label: 'Порядок', kind: 'number' },
      ],
    },
  },
  {
    id: 'faq',
    label: 'Вопросы и ответы',
    spec: {
      path: '/staff/faq',
      addLabel: 'Новый вопрос',
      blank: { question: '', answer: '', sort: 0, tagIds: [] },
      title: (r) => String(r.question),
      meta: (r) => `№ ${String(r.sort)}`,
      fields: [
        { key: 'question', label: 'Вопрос', kind: 'text', required: true },
        { key: 'answer', label: 'Ответ (HTML)', kind: 'html', required: true },
        { key: 'tagIds', label: 'Темы', kind: 'terms', path: '/staff/faq-tags' },
        { key: 'sort', label: 'Порядок', kind: 'number' },
      ],
    },
  },
  {
    id: 'faq-tags',
    label: 'Темы вопросов',
    spec: {
      path: '/staff/faq-tags',
      addLabel: 'Новая тема',
      blank: { name: '', sort: 0 },
      title: (r) => String(r.name),
      meta: (r) => `№ ${String(r.sort)}`,
      fields: [
        { key: 'name', label: 'Название', kind: 'text', required: true },
        { key: 'sort', label: 'Порядок', kind: 'number' },
      ],
    },
  },
  {
    id: 'form',
    label: 'Форма обратной связи',
    spec: {
      path: '/staff/faq-form',
      addLabel: 'Новое поле',
      blank: { code: '', type: 'text', name: '', values: [], required: false, sort: 0 },
      title: (r) => String(r.name),
      meta: (r) =>
        joined(FIELD_TYPES.find((t) => t.value === r.type)?.label ?? String(r.type), yes(r.required, 'обязательное')),
      fields: [
        { key: 'name', label: 'Подпись', kind: 'text', required: true },
        { key: 'code', label: 'Код', kind: 'text', required: true, hint: 'Латинскими буквами: name, email, theme' },
        { key: 'type', label: 'Тип', kind: 'select', options: FIELD_TYPES },
        { key: 'values', label: 'Варианты списка', kind: 'lines', hint: 'Для типа «Список»: по одному в строке' },
        { key: 'required', label: 'Обязательное', kind: 'checkbox' },
        { key: 'sort', label: 'Порядок', kind: 'number' },
      ],
    },
  },
];

export function SiteScreen() {
  const [current, setCurrent] = useState(SECTIONS[0]!.id);
  const section = SECTIONS.find((s) => s.id === current)!;
  return (
    <div>
      <div className="staff-editor__tabs staff-subtabs" role="group" aria-label="Что редактировать">
        {SECTIONS.map((s) => (
          <button
            key={s.id}
            type="button"
            className="button button--small button--secondary"
            aria-pressed={s.id === current}
            onClick={() => setCurrent(s.id)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <CollectionEditor key={section.id} spec={section.spec} />
    </div>
  );
}

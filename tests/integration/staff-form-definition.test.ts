// The staff's form builder against the server: a form built with every field type, as the
// builder cleans it and apiFetch sends it, is accepted as an event's registration form and as a
// 'form' block, and answers checked against it behave as the field types say.
import { describe, expect, it } from 'vitest';
import { contentBlocks, formDefinition } from '../../api/features/pages/blocks-schema.ts';
import { snakeizeKeys } from '../../web/lib/case-keys.ts';
import { toContent } from '../../web/features/staff/block-fields.ts';
import { cleanForm, FIELD_TYPES, newField, newForm } from '../../web/features/staff/form-definition.ts';

const built = {
  ...newForm(),
  title: '  ',
  btn: 'Записаться ',
  fields: [
    ...newForm().fields,
    ...(Object.keys(FIELD_TYPES) as (keyof typeof FIELD_TYPES)[]).map((type, i) => ({
      ...newField(i + 2),
      label: `Поле ${type}`,
      type,
      required: i % 2 === 0,
      options: ['Первый', ' ', 'Второй '],
    })),
    { ...newField(9), name: ' ', label: 'Без кода' },
  ],
};

describe('the form builder and the server', () => {
  it('cleans a built form into a definition the server accepts', () => {
    const form = cleanForm(built);
    expect(form).not.toHaveProperty('title');
    expect(form.btn).toBe('Записаться');
    expect(form.fields.find((f) => f.type === 'select')?.options).toEqual(['Первый', 'Второй']);
    expect(form.fields.find((f) => f.type === 'email')).not.toHaveProperty('options');
    expect(form.fields.at(-1)?.name).toBe(`field${form.fields.length}`);
    expect(formDefinition.safeParse(snakeizeKeys(form)).error?.issues ?? []).toEqual([]);
  });

  it('sends a form block the block schema accepts', () => {
    const wire = snakeizeKeys(toContent([{ key: 'k', type: 'form', data: { ...built } }]));
    expect(contentBlocks.safeParse(wire).error?.issues ?? []).toEqual([]);
  });
});

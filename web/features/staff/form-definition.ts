// A form defined by data (an event's registration form and the content block 'form'): the field
// types the site renders, a new form and field, and the cleaning done before it is sent (empty
// titles dropped, options only for a list, codes made from the label when left empty).
import type { FormField } from '../../components/content-blocks/block-types.ts';
import type { FormDef } from '../../components/event-registration/dynamic-form.tsx';

export const FIELD_TYPES: Record<FormField['type'], string> = {
  text: 'Строка',
  textarea: 'Многострочный текст',
  email: 'Электронная почта',
  phone: 'Телефон',
  select: 'Список',
};

export const newField = (n: number): FormField => ({ name: `field${n}`, label: '', type: 'text', required: false });

export const newForm = (): FormDef => ({
  type: 'button',
  fields: [{ name: 'name', label: 'Имя', type: 'text', required: true }],
});

/** The form as the server takes it: no empty title or button text, options only for a list. */
export function cleanForm(def: FormDef): FormDef {
  return {
    type: def.type,
    ...(def.title?.trim() && { title: def.title.trim() }),
    ...(def.btn?.trim() && { btn: def.btn.trim() }),
    fields: def.fields.map((f, i) => ({
      name: f.name.trim() || `field${i + 1}`,
      label: f.label.trim(),
      type: f.type,
      required: Boolean(f.required),
      ...(f.type === 'select' && { options: (f.options ?? []).map((o) => o.trim()).filter(Boolean) }),
    })),
  };
}

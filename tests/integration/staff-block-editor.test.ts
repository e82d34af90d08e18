// The staff editor's block forms against the server's block schema: every block type the editor
// offers, filled as an editor would (required fields only, and every field), leaves the browser
// snake_cased like apiFetch sends it and is accepted by the schema the server validates with; an
// empty optional field is dropped rather than refused.
import { describe, expect, it } from 'vitest';
import { contentBlocks } from '../../api/features/pages/blocks-schema.ts';
import { snakeizeKeys } from '../../web/lib/case-keys.ts';
import {
  EDITABLE_BLOCKS,
  fromContent,
  emptyBlock,
  toContent,
  type BlockField,
  type EditableType,
} from '../../web/features/staff/block-fields.ts';

const sample = (f: BlockField) =>
  f.kind === 'number'
    ? 40
    : f.kind === 'color'
      ? '#f0f0f6'
      : f.kind === 'url'
        ? '/media/previews/atom.webp'
        : f.kind === 'datetime'
          ? '2030-01-01T09:00:00.000Z'
          : f.kind === 'html'
            ? '<p>Текст</p>'
            : 'Строка';

function filled(type: EditableType, all: boolean) {
  const block = emptyBlock(type);
  const def = EDITABLE_BLOCKS[type];
  const pick = (fields: BlockField[]) =>
    Object.fromEntries(fields.map((f) => [f.key, all || f.required ? sample(f) : '']));
  block.data = {
    ...block.data,
    ...pick(def.fields),
    ...(def.list && { [def.list.key]: [pick(def.list.fields)] }),
    ...(def.nested && { blocks: [filled('quote', all), filled('picture', all)] }),
  };
  return block;
}

describe('staff block editor and the server schema', () => {
  it('loads a multiblock with its columns and saves it back unchanged', () => {
    const stored = [
      {
        type: 'multiblock',
        data: { title: 'Две колонки', widthLeft: 40, blocks: [{ type: 'text', data: { html: '<p>Слева</p>' } }] },
      },
    ];
    expect(toContent(fromContent(stored))).toEqual(stored);
  });

  const types = Object.keys(EDITABLE_BLOCKS) as EditableType[];
  it.each(types)('%s with required fields only and with every field', (type) => {
    for (const all of [false, true]) {
      const wire = snakeizeKeys(toContent([filled(type, all)]));
      const parsed = contentBlocks.safeParse(wire);
      expect(parsed.error?.issues ?? []).toEqual([]);
      if (type === 'multiblock') expect(JSON.stringify(wire)).not.toContain('"key"');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, extraErrors, extraUpdate } from './profile-draft.ts';

const inKazan = { ...EMPTY_DRAFT, regionId: 16, regionText: 'Республика Татарстан', cityId: 5, cityText: 'Казань' };

describe("'Моей школы нет в списке' in the profile draft", () => {
  it('sends the typed school as a new one only when ticked and a town is chosen', () => {
    expect(extraUpdate({ ...inKazan, workOrSchool: ' Школа № 7 ', newSchool: true })).toMatchObject({
      cityId: 5,
      workOrSchool: 'Школа № 7',
      newSchool: true,
    });
    expect(extraUpdate({ ...inKazan, workOrSchool: 'Школа № 7' })).not.toHaveProperty('newSchool');
    expect(extraUpdate({ ...EMPTY_DRAFT, workOrSchool: 'Школа № 7', newSchool: true })).not.toHaveProperty('newSchool');
  });

  it('asks for the name when the box is ticked and the field is empty', () => {
    expect(extraErrors({ ...inKazan, typeId: '', newSchool: true, description: 'О себе' })).toMatchObject({
      workOrSchool: 'Напиши название своей школы',
    });
    expect(extraErrors({ ...inKazan, newSchool: false, description: 'О себе' })).not.toHaveProperty('workOrSchool');
  });
});

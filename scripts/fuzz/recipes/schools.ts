// Success-pass recipes of schools (docs/schools.md): a member types a school missing from the list (saved
// unconfirmed) while editing the profile; the admin lists the schools, adds one in the same town, confirms and
// renames the typed one and merges it into the added one.
import type { Recipe, RecipeContext } from './recipe.ts';

/** A region and one of its towns, read through the public API. */
async function town(ctx: RecipeContext): Promise<{ regionId: number; cityId: number }> {
  const regions = (await ctx.api('guest', 'GET', '/school/region')) as { list: { id: number }[] };
  const regionId = regions.list[0]!.id;
  const cities = (await ctx.api('guest', 'GET', `/school/city?region_id=${regionId}`)) as { list: { id: number }[] };
  return { regionId, cityId: cities.list[0]!.id };
}

const TYPED = 'Фаззер: школа, которой нет в списке';
const place = (ctx: RecipeContext) => ctx.need<{ regionId: number; cityId: number }>('schoolTown');

export const SCHOOLS: Recipe[] = [
  {
    op: 'POST /user/update-profile',
    as: 'member',
    input: async (ctx) => {
      const t = await town(ctx);
      ctx.vars.schoolTown = t;
      return {
        body: {
          description: 'Профиль фаззера',
          region_id: t.regionId,
          city_id: t.cityId,
          work_or_school: TYPED,
          new_school: true,
        },
      };
    },
  },
  {
    op: 'GET /staff/schools',
    as: 'admin',
    input: (ctx) => ({ query: { confirmed: 'false', city_id: place(ctx).cityId } }),
    keep: (b: { list: { id: number; name: string }[] }, ctx) =>
      (ctx.vars.typedSchool = b.list.find((s) => s.name === TYPED)?.id),
  },
  {
    op: 'POST /staff/schools',
    as: 'admin',
    input: (ctx) => ({
      body: { city_id: place(ctx).cityId, name: 'Фаззер: школа из реестра', short_name: 'Школа фаззера' },
    }),
    keep: (b, ctx) => (ctx.vars.addedSchool = b.id),
  },
  {
    op: 'PATCH /staff/schools/{id}',
    as: 'admin',
    input: (ctx) => ({
      path: { id: ctx.need('typedSchool') },
      body: { name: 'Фаззер: школа, подтверждена', confirmed: true },
    }),
  },
  {
    op: 'POST /staff/schools/{id}/merge',
    as: 'admin',
    input: (ctx) => ({ path: { id: ctx.need('typedSchool') }, body: { into_id: ctx.need('addedSchool') } }),
  },
];

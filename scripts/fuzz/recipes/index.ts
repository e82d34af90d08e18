// The success pass's recipes in the order they run: content first (later recipes comment on it, join it,
// attach it), then the areas that act on it.
import { ACCOUNTS } from './accounts.ts';
import { ACTIVITY } from './activity.ts';
import { COMMUNITIES } from './communities.ts';
import { CONTESTS } from './contests.ts';
import { LEARNING } from './learning.ts';
import type { Recipe } from './recipe.ts';
import { SCHOOLS } from './schools.ts';
import { SIGN_IN } from './sign-in.ts';
import { STAFF_CONTENT } from './staff-content.ts';
import { STAFF_MODERATION } from './staff-moderation.ts';
import { STAFF_SITE } from './staff-site.ts';

export const RECIPES: Recipe[] = [
  ...STAFF_CONTENT,
  ...STAFF_SITE,
  ...STAFF_MODERATION,
  ...LEARNING,
  ...COMMUNITIES,
  ...CONTESTS,
  ...ACCOUNTS,
  ...SCHOOLS,
  ...ACTIVITY,
  ...SIGN_IN,
];

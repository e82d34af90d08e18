// Account constants of the spec (section 9), shared by the browser and the server. The
// server's enforced numbers come from its environment (api/config.ts); these are defaults.
export { SOCIAL_NETWORKS, configuredSocialNetworks, isSocialNetwork, type SocialNetwork } from './social-networks.ts';

export const WELCOME_BONUS_COINS = 350;
export const CODE_LENGTH = 4;
export const CODE_RESEND_SECONDS = 120;
/** Code requests per login per 24 h: 1-3 by voice (flash call), the 4th by SMS, then 424. */
export const CODE_VOICE_REQUESTS = 3;
export const CODE_DAILY_REQUESTS = 4;
export const PASSWORD_MIN_LENGTH = 7;
export const NAME_MIN_LENGTH = 4;
export const INTERESTS_MIN = 3;
/** Every school age and every adult may take part (issue 42; the spec's 12-49 described the old site's select). */
export const AGE_MIN = 7;
export const AGE_MAX = 100;
/** Under this age the Russian personal-data law asks for a parent's consent, kept with the account. */
export const PARENT_CONSENT_AGE = 14;
export const PARENT_NAME_MIN_LENGTH = 2;
export const PARENT_CONTACT_MIN_LENGTH = 5;
/** The Russian texts of the age and consent rules, shown by the forms and for the server's refusals. */
export const AGE_MESSAGES = {
  ageRange: `Возраст участника — от ${AGE_MIN} до ${AGE_MAX} лет`,
  consentRequired: 'Участнику младше 14 лет нужно согласие родителя',
  parentName: 'Укажи имя родителя',
  parentContact: 'Укажи телефон или e-mail родителя',
} as const;
/**
 * User type 1 may leave "about me" empty. 2 (blogger), 3 (scientist) and 4 (teacher) are privileged:
 * choosing one files a request that staff approve (bloggers and scientists publish, teachers create
 * communities and invite pupils).
 */
export const USER_TYPE_DESCRIPTION_OPTIONAL = 1;
export const PRIVILEGED_USER_TYPES = [2, 3, 4] as const;
export const CODE_CHANNELS = ['flash_call', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** The channel of the n-th (1-based) code request in 24 h, or null when over the limit. */
export function channelForRequest(
  n: number,
  voiceRequests = CODE_VOICE_REQUESTS,
  dailyRequests = CODE_DAILY_REQUESTS,
): CodeChannel | null {
  if (n > dailyRequests) return null;
  return n <= voiceRequests ? 'flash_call' : 'sms';
}

/** Full years from a 'YYYY-MM-DD' birthday to `today` (UTC dates); null for a malformed or future date. */
export function ageOn(birthday: string, today: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || date > today)
    return null;
  const beforeBirthday = today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** A birthday is accepted only when it gives an age from AGE_MIN to AGE_MAX. */
export function isAllowedBirthday(birthday: string, today: Date = new Date()): boolean {
  const age = ageOn(birthday, today);
  return age !== null && age >= AGE_MIN && age <= AGE_MAX;
}

/** True when the birthday gives an age under 14: the account needs a parent's consent. */
export function needsParentConsent(birthday: string, today: Date = new Date()): boolean {
  const age = ageOn(birthday, today);
  return age !== null && age < PARENT_CONSENT_AGE;
}

export interface ParentConsent {
  name: string;
  contact: string;
}

/**
 * The first broken rule of a parent's consent for this birthday, as a key of AGE_MESSAGES, or null.
 * `consent` is the one given now or the one kept with the account (null: none given).
 */
export function parentConsentProblem(
  birthday: string,
  consent: ParentConsent | null,
  today: Date = new Date(),
): 'consentRequired' | 'parentName' | 'parentContact' | null {
  if (!needsParentConsent(birthday, today)) return null;
  if (!consent) return 'consentRequired';
  if (consent.name.trim().length < PARENT_NAME_MIN_LENGTH) return 'parentName';
  if (consent.contact.trim().length < PARENT_CONTACT_MIN_LENGTH) return 'parentContact';
  return null;
}

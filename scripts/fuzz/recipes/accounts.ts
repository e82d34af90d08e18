// Success-pass recipes of accounts: a new phone is registered with the code the development outbox got,
// changes its password, signs in with it, recovers it by code; a member edits a profile and rates a
// material. Only the pass's own new account changes a password, never a demo user the pass signs in as.
import { createECDH, randomBytes } from 'node:crypto';
import type { Recipe, RecipeContext } from './recipe.ts';

const PHONE = '79995550101';
const LINK_PHONE = '79995550202';
const token = (ctx: RecipeContext) => ctx.need<string>('newToken');

export const ACCOUNTS: Recipe[] = [
  { op: 'POST /auth/verify/send', as: 'guest', input: { query: { login: PHONE, send_type: 'sms' } } },
  {
    op: 'POST /user',
    as: 'guest',
    input: (ctx) => ({
      body: {
        login: PHONE,
        password: 'fuzz-secret-1',
        confirm_password: 'fuzz-secret-1',
        verification_code: ctx.outboxCode(PHONE),
      },
    }),
    keep: (b, ctx) => (ctx.vars.newToken = b.access_token),
  },
  {
    op: 'POST /user/change-password',
    as: 'guest',
    input: (ctx) => ({
      token: token(ctx),
      body: { old_password: 'fuzz-secret-1', new_password: 'fuzz-secret-2', confirm_password: 'fuzz-secret-2' },
    }),
  },
  { op: 'POST /auth/login', as: 'guest', input: { body: { login: PHONE, password: 'fuzz-secret-2' } } },
  { op: 'GET /auth/exist', as: 'guest', input: { query: { phone: PHONE } } },
  { op: 'POST /recover/phone', as: 'guest', input: { body: { phone: PHONE } } },
  { op: 'POST /recover/email', as: 'guest', input: { body: { email: 'mentor@example.org' } } },
  { op: 'POST /recover-password/send-code', as: 'guest', input: { body: { phone: PHONE } } },
  {
    op: 'GET /recover-password/check-code',
    as: 'guest',
    input: (ctx) => ({ query: { phone: PHONE, code: ctx.outboxCode(PHONE) } }),
  },
  {
    op: 'POST /recover-password/change',
    as: 'guest',
    input: (ctx) => ({ body: { phone: PHONE, code: ctx.outboxCode(PHONE), new_password: 'fuzz-secret-3' } }),
  },
  { op: 'POST /auth/verify_link/send', as: 'guest', input: { query: { login: LINK_PHONE, soc_network: 'vk' } } },
  {
    op: 'PUT /user/{id}',
    as: 'member',
    input: (ctx) => ({ path: { id: ctx.userIds.member }, body: { name: 'Участник', description: 'Люблю физику' } }),
  },
  { op: 'POST /like', as: 'member', input: (ctx) => ({ body: { type: 'post', id: ctx.need('staffPage') } }) },
  {
    op: 'POST /like/feedback',
    as: 'member',
    input: (ctx) => ({ body: { type: 'post', id: ctx.need('staffPage'), kind: 'like', reasons: ['interesting'] } }),
  },
  { op: 'POST /subscription/subscribe', as: 'guest', input: { body: { email: 'fuzz-reader@example.org' } } },
  {
    op: 'POST /notification/push',
    as: 'member',
    input: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      return { body: { endpoint: 'http://127.0.0.1:9/push/fuzz-device', keys } };
    },
  },
  {
    op: 'POST /sync/push',
    as: 'member',
    input: { body: { client_id: '2f1d5c2e-8b1a-4c4e-9f4e-1a2b3c4d5e6f', mutations: [] } },
  },
];

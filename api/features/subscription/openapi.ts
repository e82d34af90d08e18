// OpenAPI description of POST /subscription/subscribe (routes.ts).
import { describer } from '../../lib/openapi.ts';
import { success } from '../../lib/openapi-shapes.ts';

export const subscribeDoc = describer('site')('Subscribe an e-mail to the newsletter', { ok: success });

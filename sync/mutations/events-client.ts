// event-form-send on the device: nothing changes locally (the screen says 'Заявка успешно
// отправлена' when it is queued); the server's client_key makes a resend count once.
import { defineClientMutation } from '../client/sync-module.ts';

export const eventFormSendClient = defineClientMutation({ name: 'event-form-send', tables: [] });

// Web Push on this device: subscribe with the server's VAPID key through the service worker, and
// tell the server; unsubscribe likewise. Null from `pushSupport` means the switch is not offered.
import { deletePushSubscription, fetchPushKey, savePushSubscription } from './notifications-api.ts';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** Whether this device currently receives pushes; null when push is not available here. */
export async function pushState(): Promise<boolean | null> {
  if (!pushSupported()) return null;
  const { publicKey } = await fetchPushKey();
  const reg = await registration();
  if (!publicKey || !reg) return null;
  return (await reg.pushManager.getSubscription()) !== null;
}

export async function subscribePush(): Promise<'on' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { publicKey } = await fetchPushKey();
  const reg = await registration();
  if (!publicKey || !reg) throw new Error('Push is not available');
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await savePushSubscription(sub.toJSON());
  return 'on';
}

export async function unsubscribePush(): Promise<void> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (!sub) return;
  await deletePushSubscription(sub.endpoint);
  await sub.unsubscribe();
}

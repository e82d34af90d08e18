// Prints a new VAPID key pair for Web Push (docs/notifications.md): put the lines in the server's
// environment. Generate once per site; changing the keys makes every browser subscribe again.
import webpush from 'web-push';

const keys = webpush.generateVAPIDKeys();
console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${keys.privateKey}`);
console.log('VAPID_SUBJECT=mailto:admin@example.org');

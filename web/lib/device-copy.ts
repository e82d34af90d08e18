// The mark the service worker puts on an answer it took from its own copy because the network did not answer, read by
// the page's reachability (reachability.ts). Its own module: the service worker has no window to import that one with.
export const DEVICE_COPY_HEADER = 'x-device-copy';

export const fromDeviceCopy = (res: Response): boolean => res.headers.has(DEVICE_COPY_HEADER);

// How many mutations one push carries: the sync engine's batches, the service worker's and the server's limit
// (a module of its own, so the service worker takes the number without the envelopes' validator).
export const PUSH_BATCH_SIZE = 50;

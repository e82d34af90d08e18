// The push/pull protocol between the browser's outbox and the server. Bump the version
// when an envelope changes shape; the server answers 400 to a version it does not speak.
export const PROTOCOL_VERSION = 1;

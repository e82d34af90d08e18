// The signed-in marker: a cookie the page can read (the session cookie itself is HttpOnly), set and
// cleared by the server together with the session cookie. A page without it is a guest's and does
// not ask GET /user/me (which would answer 401 and log it in the console). It grants nothing.
export const SIGNED_IN_COOKIE = 'signed_in';
export const SIGNED_IN_VALUE = '1';

/** True when a `document.cookie`-style string carries the marker. */
export function hasSignedInMarker(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=${SIGNED_IN_VALUE}`);
}

// Where the staff area lives: its own HTML entry (web/staff.html), which the server answers for these
// addresses and the service worker never answers with the pupil's shell. Shared so the two agree.

/** `/staff`, `/staff/…`, `/staff?…` (a path alone or with its search, as workbox tests it), not `/staffroom`. */
export const STAFF_AREA_PATH = /^\/staff([/?#]|$)/;

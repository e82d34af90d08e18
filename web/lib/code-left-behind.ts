// A page left before the service worker controlled it (a first visit left at once) loaded code the worker never saw:
// on leaving it notes what it loaded, and the next page hands the code files to the worker (web/lib/route-code.ts), so
// the screen opens offline. Part of the entry, so it stays tiny: the reading and filtering are in route-code.ts.

/** localStorage: the addresses noted, separated by spaces. */
export const LEFT_BEHIND_KEY = 'code-left-behind';

let handedOver = false;

/** This page's code is with the worker, which controls the page: what it loads from now on passes through the worker. */
export const codeHandedOver = () => void (handedOver = true);

/**
 * Notes what this page loaded when it is left before its code was handed to a worker that controls it. Kept to a few
 * bytes (the first load's budget): everything is noted, route-code.ts keeps only the code files; bounded to about
 * 60 KB, the newest kept; a storage error here only loses the note.
 */
export const noteCodeOnLeave = () =>
  addEventListener('pagehide', () => {
    if (!handedOver)
      localStorage.setItem(
        LEFT_BEHIND_KEY,
        `${localStorage.getItem(LEFT_BEHIND_KEY)} ${performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .join(' ')}`.slice(-60_000),
      );
  });

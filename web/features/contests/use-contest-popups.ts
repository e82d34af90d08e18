// The open window of a contest page and its participation request's state, the same on the
// contests' pages and the special contest's landing; `popups` is what ContestPopups needs of it.
import { useCallback, useState } from 'react';

export function useContestPopups<Popup extends string>() {
  const [popup, setPopup] = useState<Popup | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = useCallback(() => setPopup(null), []);
  /** Sends the request: busy while it runs, its refusal (in Russian by `message`) shown in the form. */
  const request = (send: () => Promise<unknown>, message: (e: unknown) => string) => {
    setBusy(true);
    setError(null);
    send()
      .catch((e: unknown) => setError(message(e)))
      .finally(() => setBusy(false));
  };
  return { popup, setPopup, close, setError, request, popups: { popup, busy, error, onClose: close } };
}

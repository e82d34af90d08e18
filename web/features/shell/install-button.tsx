// 'Установить приложение': shown only after the browser offers installation
// (beforeinstallprompt); clicking it shows the browser's own install dialog.
import { useEffect, useState } from 'react';
import { earlyInstallOffer, forgetInstallOffer } from '../../app/pwa.ts';
import { DownloadIcon } from '../../components/ui/icons.tsx';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isInstallPrompt(e: Event): e is InstallPromptEvent {
  return 'prompt' in e && typeof e.prompt === 'function';
}

export function InstallButton() {
  const [deferred, setDeferred] = useState<InstallPromptEvent | null>(() => {
    const early = earlyInstallOffer();
    return early && isInstallPrompt(early) ? early : null;
  });
  useEffect(() => {
    const onPrompt = (e: Event) => {
      if (!isInstallPrompt(e)) return;
      e.preventDefault();
      setDeferred(e);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    // An offer made between this button's first draw and now is kept by pwa.ts.
    const early = earlyInstallOffer();
    if (early && isInstallPrompt(early)) setDeferred(early);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (!deferred) return null;
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => {
        forgetInstallOffer();
        void deferred.prompt();
        void deferred.userChoice.finally(() => setDeferred(null));
      }}
    >
      <DownloadIcon /> Установить приложение
    </button>
  );
}

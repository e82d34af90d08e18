// What every screen has but no first screen shows, in one chunk loaded once the page is idle
// (web/routes/__root.tsx): the chat-bot button (fixed, over the page), the badges window (#badge)
// the popup host (the cookie notice and every popup; requests made before it loads wait in
// popup-events.ts) and the new-version prompt. None of them takes room in the layout, so their arrival shifts nothing.
import { PopupHost } from '../components/popups/popup-host.tsx';
import { BadgesHost } from '../features/profile/badges-host.tsx';
import { UpdatePrompt } from '../features/shell/update-prompt.tsx';

export { ChatBot } from '../features/shell/chat-bot.tsx';

export function ShellNotices() {
  return (
    <>
      <UpdatePrompt />
      <BadgesHost />
      <PopupHost />
    </>
  );
}

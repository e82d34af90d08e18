// What every screen has but no first screen shows, in one chunk loaded once the page is idle
// (web/routes/__root.tsx): the chat-bot button (fixed, over the page; its FAQ answers load when it is opened), the badges window (#badge)
// the popup host (the cookie notice and every popup; requests made before it loads wait in
// popup-events.ts) and the new-version prompt. None of them takes room in the layout, so their arrival shifts nothing.
import { lazy } from 'react';
import { PopupHost } from '../components/popups/popup-host.tsx';
import { BadgesHost } from '../features/profile/badges-host.tsx';
import { ChatBot as ChatButton } from '../features/shell/chat-bot.tsx';
import { UpdatePrompt } from '../features/shell/update-prompt.tsx';

const FaqHelper = lazy(() => import('../features/faq/faq-helper.tsx').then((m) => ({ default: m.FaqHelper })));

/** The chat button with the FAQ's answers in its panel (the shell and the FAQ feature do not import each other). */
export function ChatBot(props: { telegram?: string; vk?: string }) {
  return <ChatButton {...props} answers={<FaqHelper autoFocus />} />;
}

export function ShellNotices() {
  return (
    <>
      <UpdatePrompt />
      <BadgesHost />
      <PopupHost />
    </>
  );
}

// The floating chat button and its helper panel ('Помощник', a non-modal dialog): answers from the site's own FAQ
// (the `answers` slot, loaded when the panel first opens), 'Написать нам' opening the feedback popup, and the links
// to the bot in Telegram and VK (from settings) when they are set. Escape or the cross closes it and gives the focus
// back to the button. Its tooltip shows until closed, once per session (sessionStorage.chatTooltipClosed), only
// online and only while the footer is on screen, so it never covers a card title, a cover or the text being read.
// The button steps aside over forms, players and primary buttons (chat-bot-clearance.ts).
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { openPopup } from '../../components/popups/popup-events.ts';
import { CloseIcon, TelegramIcon, VkIcon } from '../../components/ui/icons.tsx';
import { ChatIcon } from '../../components/ui/icons-extra.tsx';
import { useOnline } from '../../lib/use-online.ts';
import { watchClearance } from './chat-bot-clearance.ts';

const TOOLTIP_KEY = 'chatTooltipClosed';

function tooltipClosed(): boolean {
  try {
    return sessionStorage.getItem(TOOLTIP_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the page footer is in view (watched only while the tip may show). */
function useFooterInView(active: boolean): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!active) return;
    const check = () => {
      const footer = document.querySelector('.footer');
      setInView(footer !== null && footer.getBoundingClientRect().top < window.innerHeight);
    };
    // The page grows or shrinks as a screen loads or changes: look again then, and on every scroll. The
    // observer's first call, after the frame's layout, is the first look (measuring here forced a layout).
    const sizes = new ResizeObserver(check);
    sizes.observe(document.body);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      sizes.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [active]);
  return inView;
}

function BotLinks({ telegram, vk }: { telegram?: string; vk?: string }) {
  if (!telegram && !vk) return null;
  return (
    <ul className="chat-bot__links" aria-label="Чат-боты">
      {telegram && (
        <li>
          <a href={telegram} target="_blank" rel="noopener noreferrer">
            <TelegramIcon /> Спросить в Telegram
          </a>
        </li>
      )}
      {vk && (
        <li>
          <a href={vk} target="_blank" rel="noopener noreferrer">
            <VkIcon /> Спросить во ВКонтакте
          </a>
        </li>
      )}
    </ul>
  );
}

export function ChatBot({ telegram, vk, answers }: { telegram?: string; vk?: string; answers: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tip, setTip] = useState(() => !tooltipClosed());
  const panelId = useId();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const footerInView = useFooterInView(tip);
  const online = useOnline();
  const button = useRef<HTMLButtonElement>(null);
  const [away, setAway] = useState(false);
  useEffect(() => {
    const el = button.current;
    return el ? watchClearance(el, setAway) : undefined;
  }, []);
  useEffect(() => {
    if (!open) return;
    // Focus moves into the panel (its search field takes it once loaded); Escape gives it back to the button.
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: MouseEvent) =>
      !root.current?.contains(e.target instanceof Node ? e.target : null) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);
  const closeTip = () => {
    setTip(false);
    try {
      sessionStorage.setItem(TOOLTIP_KEY, 'true');
    } catch {
      // ignore: shows again next time
    }
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={`chat-bot${away && !open ? ' chat-bot--away' : ''}`} ref={root}>
      {tip && online && footerInView && !open && !away && (
        <div className="chat-bot__tip">
          <p>Есть вопрос? Спроси нашего чат-бота</p>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label="Скрыть подсказку"
            onClick={closeTip}
          >
            <CloseIcon />
          </button>
        </div>
      )}
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="chat-bot__panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className="chat-bot__head">
            <h2 id={titleId} className="chat-bot__title">
              Помощник
            </h2>
            <button
              type="button"
              className="icon-button icon-button--small"
              aria-label="Закрыть помощника"
              onClick={close}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="chat-bot__body">
            <Suspense fallback={<p aria-busy="true">Загружаем ответы…</p>}>{answers}</Suspense>
          </div>
          <div className="chat-bot__foot">
            <button
              type="button"
              className="button button--secondary chat-bot__write"
              onClick={() => {
                setOpen(false);
                openPopup('questions', {});
              }}
            >
              Написать нам
            </button>
            <BotLinks telegram={telegram} vk={vk} />
          </div>
        </div>
      )}
      <button
        ref={button}
        type="button"
        className="chat-bot__button"
        aria-label="Чат-бот"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpen((o) => !o);
          closeTip();
        }}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}

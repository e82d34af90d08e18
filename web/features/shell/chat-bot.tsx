// The floating chat-bot button: opens links to the bot in Telegram and VK (from settings).
// Its tooltip shows until closed, once per session (sessionStorage.chatTooltipClosed), only online
// (the bot is elsewhere on the internet) and only while the footer is on screen, so it never covers
// a card title, a cover or the text being read. The button steps aside over forms, players and
// primary buttons (chat-bot-clearance.ts).
import { useEffect, useId, useRef, useState } from 'react';
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

export function ChatBot({ telegram, vk }: { telegram?: string; vk?: string }) {
  const [open, setOpen] = useState(false);
  const [tip, setTip] = useState(() => !tooltipClosed());
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const footerInView = useFooterInView(tip);
  const online = useOnline();
  const button = useRef<HTMLButtonElement>(null);
  const [away, setAway] = useState(false);
  useEffect(() => {
    const el = button.current;
    return el ? watchClearance(el, setAway) : undefined;
  }, [telegram, vk]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: MouseEvent) =>
      !root.current?.contains(e.target instanceof Node ? e.target : null) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);
  if (!telegram && !vk) return null;
  const closeTip = () => {
    setTip(false);
    try {
      sessionStorage.setItem(TOOLTIP_KEY, 'true');
    } catch {
      // ignore: shows again next time
    }
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
        <ul id={menuId} className="chat-bot__menu" aria-label="Чат-бот">
          {telegram && (
            <li>
              <a href={telegram} target="_blank" rel="noopener noreferrer">
                <TelegramIcon /> Telegram
              </a>
            </li>
          )}
          {vk && (
            <li>
              <a href={vk} target="_blank" rel="noopener noreferrer">
                <VkIcon /> ВКонтакте
              </a>
            </li>
          )}
        </ul>
      )}
      <button
        ref={button}
        type="button"
        className="chat-bot__button"
        aria-label="Чат-бот"
        aria-expanded={open}
        aria-controls={menuId}
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

// The content of each popup kind. Each gets its props and a close callback; the frame
// (title, cross, focus) is drawn by the host.
import { openAuthModal } from '../../lib/auth-modal.ts';
import { SafeHtml } from '../ui/safe-html.tsx';
import { useWidget } from '../feature-widgets.tsx';
import type { PopupPropsMap, PopupRequest } from './popup-events.ts';
import { EmbedFrame } from '../ui/embed-frame.tsx';
import { videoEmbedOf } from './video-embed.ts';

function RegistrationBody({ onClose }: { onClose: () => void }) {
  return (
    <>
      <p className="popup__text">
        Зарегистрируйся и получи 350 баллов, а ещё полный доступ к курсам, тренажерам и конкурсам.
      </p>
      <div className="popup__actions">
        <button
          type="button"
          data-autofocus
          className="button button--accent"
          onClick={() => {
            onClose();
            openAuthModal('register');
          }}
        >
          Зарегистрироваться
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Позже
        </button>
      </div>
    </>
  );
}

function QuestionsBody() {
  const FeedbackForm = useWidget('FeedbackForm');
  return (
    <>
      <p className="popup__text">Расскажи, что случилось или что хочется узнать. Поля со звёздочкой обязательны.</p>
      <FeedbackForm autoFocus />
    </>
  );
}

function ResponseBody({ props, onClose }: { props: PopupPropsMap['response']; onClose: () => void }) {
  return (
    <>
      <SafeHtml className="popup__text prose" html={props.html} />
      <div className="popup__actions">
        <button
          type="button"
          data-autofocus
          className={`button ${props.error ? 'button--secondary' : 'button--primary'}`}
          onClick={onClose}
        >
          {props.button}
        </button>
      </div>
    </>
  );
}

function TextInfoBody({ props, onClose }: { props: PopupPropsMap['text-info']; onClose: () => void }) {
  return (
    <>
      <p className="popup__text popup__text--pre">{props.text}</p>
      <div className="popup__actions">
        <button type="button" data-autofocus className="button button--primary" onClick={onClose}>
          {props.button ?? 'Понятно'}
        </button>
      </div>
    </>
  );
}

function VideoBody({ props }: { props: PopupPropsMap['video'] }) {
  const embed = videoEmbedOf(props);
  if (!embed) return <p className="popup__text">Видео недоступно.</p>;
  return (
    <div className="video-frame">
      <EmbedFrame embed={embed} title={props.title ?? 'Видео'} />
    </div>
  );
}

function RequestLimitBody({ onClose }: { onClose: () => void }) {
  return (
    <>
      <p className="popup__text">Попробуй еще раз через 24 часа</p>
      <div className="popup__actions">
        <button type="button" data-autofocus className="button button--primary" onClick={onClose}>
          Закрыть
        </button>
      </div>
    </>
  );
}

/** The body of one popup request (loaded lazily by the popup host). */
export function PopupBody({ active, onClose }: { active: PopupRequest; onClose: () => void }) {
  switch (active.kind) {
    case 'registration':
      return <RegistrationBody onClose={onClose} />;
    case 'questions':
      return <QuestionsBody />;
    case 'response':
      return <ResponseBody props={active.props} onClose={onClose} />;
    case 'text-info':
      return <TextInfoBody props={active.props} onClose={onClose} />;
    case 'video':
      return <VideoBody props={active.props} />;
    case 'request-limit':
      return <RequestLimitBody onClose={onClose} />;
  }
}

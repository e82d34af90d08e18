// The banner for logged-out visitors: why to register, a Register button and the
// registration video (settings.registration_video: a YouTube id, or a VK Video or Rutube page) in the video popup.
import { openPopup } from '../../components/popups/popup-events.ts';
import { PlayIcon } from '../../components/ui/icons.tsx';
import { openAuthModal } from '../../lib/auth-modal.ts';

export function GuestBanner({ video }: { video?: string }) {
  return (
    <section className="guest-banner" aria-labelledby="guest-banner-title">
      <div className="guest-banner__text">
        <h2 id="guest-banner-title">Получи 350 баллов за регистрацию</h2>
        <p>Открой полный доступ к курсам, тренажерам и конкурсам, сохраняй любимые материалы и собирай значки.</p>
      </div>
      <div className="guest-banner__actions">
        <button type="button" className="button button--accent" onClick={() => openAuthModal('register')}>
          Зарегистрироваться
        </button>
        {video && (
          <button
            type="button"
            className="button button--on-dark"
            onClick={() =>
              openPopup('video', {
                ...(video.startsWith('https://') ? { src: video } : { videoId: video }),
                title: 'Как устроен сайт',
              })
            }
          >
            <PlayIcon /> Смотреть видео
          </button>
        )}
      </div>
    </section>
  );
}

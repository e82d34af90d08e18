// The contest rules popup body: the video contest's topics and 3 minutes, or the common contest's
// 5 minutes; the size and format limits and the content bans, in Russian (spec section 5).
import { CONTENT_BANS, VIDEO_CONTEST_TOPICS } from '../../../sync/rules/contests.ts';

export function ContestRules({ kind, maxSeconds }: { kind: 'common' | 'video'; maxSeconds: number }) {
  const minutes = maxSeconds / 60;
  return (
    <div className="contest-rules">
      <p>
        Видео длительностью не больше {minutes === 3 ? '3 минут' : '5 минут'}, весом до 175 МБ, в формате MP4, MOV, WEBM
        или MPEG. Работа публикуется после модерации.
      </p>
      {kind === 'video' && (
        <>
          <h3>Тематики конкурса</h3>
          <p>Видео должно раскрывать одну из тематик:</p>
          <ul className="contest-list">
            {VIDEO_CONTEST_TOPICS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </>
      )}
      <h3>В работах запрещены</h3>
      <ul className="contest-list">
        {CONTENT_BANS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </div>
  );
}

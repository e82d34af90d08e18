// A work in listings (spec: a card titled by name, with its id): the work's poster frame as the
// preview, the nomination, the author and the votes so far.
import { SmartLink } from '../../../components/layout/smart-link.tsx';
import { WorkPoster } from '../work-video.tsx';
import type { SpecialWork } from './special-api.ts';

export function WorkCard({ work, onOpen }: { work: SpecialWork; onOpen?: () => void }) {
  return (
    <article className="work-card">
      <div className="work-card__preview">
        {work.video ? <WorkPoster video={work.video} /> : <span className="work-card__no-video">Видео недоступно</span>}
      </div>
      <div className="work-card__body">
        <p className="work-card__meta">
          <span>№ {work.id}</span>
          {work.nominationName && <span>{work.nominationName}</span>}
        </p>
        <h3 className="work-card__title">
          <SmartLink href={`/contests/special/${work.id}`} onClick={onOpen}>
            {work.name}
          </SmartLink>
        </h3>
        <p className="work-card__author">{work.user.name}</p>
        <p className="work-card__votes">{votesLabel(work.votesCount)}</p>
      </div>
    </article>
  );
}

const plural = new Intl.PluralRules('ru-RU');
const VOTE_WORDS: Record<string, string> = { one: 'голос', few: 'голоса', many: 'голосов', other: 'голоса' };

export function votesLabel(n: number): string {
  return n === 0 ? 'Пока без голосов' : `${new Intl.NumberFormat('ru-RU').format(n)} ${VOTE_WORDS[plural.select(n)]}`;
}

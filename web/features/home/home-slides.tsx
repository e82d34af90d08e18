// The main page's slides (GET /main-page slide_list): promoted materials in a scroll-snapping
// row inside the hero, with dots to jump between them. The frame keeps its 16:9 size while
// the slides load, so nothing under it moves.
import { useRef, useState } from 'react';
import { SmartLink } from '../../components/layout/smart-link.tsx';
import { captionOf } from '../../components/card-captions.ts';
import type { SlideCard } from './home-data.ts';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';

export function HomeSlides({ slides }: { slides: SlideCard[] | undefined }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const go = (i: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
    setCurrent(i);
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  // Busy while the slides may still come: the app does not take over from the server's first screen (whose frame
  // shows the first slide) with an empty frame in its place (web/app/first-screen.ts).
  if (!slides) return <div className="home-slides home-slides--loading" aria-hidden="true" aria-busy="true" />;
  if (slides.length === 0) return null;
  return (
    <section className="home-slides" aria-roledescription="карусель" aria-label="Главное">
      <ul ref={track} className="home-slides__track" onScroll={onScroll}>
        {slides.map((s, i) => (
          <li
            key={s.id}
            className="home-slides__slide"
            aria-roledescription="слайд"
            aria-label={`${i + 1} из ${slides.length}`}
          >
            <SmartLink href={s.href} className="home-slides__link">
              {s.preview && (
                <img
                  {...pictureProps(s.preview, { width: 640, height: 360 }, SIZES.hero)}
                  alt=""
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                />
              )}
              <span className="home-slides__text">
                <span className="home-slides__caption">{s.type.label ?? captionOf(s.type.code)}</span>
                <span className="home-slides__title">{s.title}</span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className="home-slides__dots">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className="home-slides__dot"
              aria-label={`Слайд ${i + 1}: ${s.title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

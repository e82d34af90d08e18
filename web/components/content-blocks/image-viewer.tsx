// The image viewer: a dialog with one image shown large, its caption, and for a slider the
// previous and next images (buttons and arrow keys). Escape and the cross close it; the
// focus trap gives focus back to the slide that opened it.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { PopupFrame } from '../popups/popup-frame.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.tsx';
import type { Slide } from './block-types.ts';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';

interface ImageViewerProps {
  slides: Slide[];
  start: number;
  onClose: () => void;
}

export function ImageViewer({ slides, start, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(start);
  const many = slides.length > 1;
  const go = (dir: 1 | -1) => setIndex((i) => (i + dir + slides.length) % slides.length);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (many && e.key === 'ArrowRight') setIndex((i) => (i + 1) % slides.length);
      else if (many && e.key === 'ArrowLeft') setIndex((i) => (i - 1 + slides.length) % slides.length);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, many, slides.length]);
  const slide = slides[index];
  if (!slide) return null;
  return createPortal(
    <PopupFrame
      title={slide.alt || 'Изображение'}
      onClose={onClose}
      onOutside={onClose}
      variant="wide"
      contentKey="image-viewer"
    >
      <figure className="image-viewer">
        <img className="image-viewer__image" {...pictureProps(slide.url, {}, SIZES.wide)} alt={slide.alt ?? ''} />
        {(slide.caption || many) && (
          <figcaption className="image-viewer__caption">
            {slide.caption}
            {many && (
              <span className="image-viewer__count" aria-live="polite">
                {index + 1} из {slides.length}
              </span>
            )}
          </figcaption>
        )}
      </figure>
      {many && (
        <div className="image-viewer__nav">
          <button
            type="button"
            className="icon-button icon-button--round"
            aria-label="Предыдущее изображение"
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="icon-button icon-button--round"
            aria-label="Следующее изображение"
            onClick={() => go(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </PopupFrame>,
    document.body,
  );
}

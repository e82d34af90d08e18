// A button around an image that opens it in the viewer, and the viewer itself loaded with the first
// opening (image-viewer.tsx, with the popup frame): an image block's page does not carry it until then.
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

const ImageViewer = lazy(() => import('./image-viewer.tsx').then((m) => ({ default: m.ImageViewer })));

/** A button around an image that opens it in the viewer. */
export function ZoomButton({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className="zoom-button" aria-label={`Открыть изображение: ${label}`} onClick={onOpen}>
      {children}
    </button>
  );
}

export function LazyImageViewer(props: ComponentProps<typeof ImageViewer>) {
  return (
    <Suspense fallback={null}>
      <ImageViewer {...props} />
    </Suspense>
  );
}

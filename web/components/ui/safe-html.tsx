// The only place server HTML reaches the page: always sanitised with DOMPurify first,
// even when the server says it already cleaned it. Marked words get their tooltips here.
import DOMPurify from 'dompurify';
import { useMemo, useRef } from 'react';
import { useWordTooltips } from '../word-tooltips/use-word-tooltips.tsx';

interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
}

function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const box = useRef<HTMLDivElement>(null);
  const tooltip = useWordTooltips(box, clean);
  return (
    <>
      <div ref={box} id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />
      {tooltip}
    </>
  );
}

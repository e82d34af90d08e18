// A community's logo, or its initials on the primary colour when it has none. Sizes are fixed,
// so nothing shifts while the image loads.
import type { CSSProperties } from 'react';

export function CommunityLogo({ name, logo, size = 64 }: { name: string; logo: string | null; size?: number }) {
  const initials = name
    .replace(/[«»"]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return logo ? (
    <img
      className="community-logo"
      src={logo}
      alt=""
      width={size}
      height={size}
      style={{ '--logo-size': `${size}px` } as CSSProperties}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span
      className="community-logo community-logo--empty"
      style={{ '--logo-size': `${size}px` } as CSSProperties}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}

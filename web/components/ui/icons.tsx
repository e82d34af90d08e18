// Inline SVG icons (no icon font, nothing to download). Decorative by default: the
// control that holds an icon carries the accessible name. Icons that only one later-loaded part uses
// live in icons-*.tsx beside this file, so they are not on every first load (issue 17).
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function Svg({ children, ...rest }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);
export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 6l-6 6 6 6" />
  </Svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
);
export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </Svg>
);
export const DownloadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);
export const VkIcon = (p: IconProps) => (
  <Svg {...p} stroke="none" fill="currentColor">
    <path d="M12.8 17.5C6.9 17.5 3.5 13.4 3.4 6.6h3c.1 5 2.3 7.1 4 7.5V6.6h2.8v4.3c1.7-.2 3.4-2.1 4-4.3h2.8c-.5 2.7-2.4 4.6-3.8 5.4 1.4.6 3.6 2.4 4.4 5.5h-3.1c-.7-2.1-2.3-3.7-4.3-3.9v3.9z" />
  </Svg>
);
export const TelegramIcon = (p: IconProps) => (
  <Svg {...p} stroke="none" fill="currentColor">
    <path d="M20.7 4.3L2.9 11.2c-1.2.5-1.2 1.2 0 1.5l4.6 1.4 1.7 5.3c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.2-2.1 4.6 3.4c.8.5 1.5.2 1.7-.8l3-14.2c.3-1.3-.5-1.8-1.3-1.5zM8.3 13.8l9.4-5.9c.5-.3.9-.1.5.2l-8 7.3-.3 3.3z" />
  </Svg>
);
export const OkIcon = (p: IconProps) => (
  <Svg {...p} stroke="none" fill="currentColor">
    <path d="M12 12.3a4.2 4.2 0 1 0 0-8.4 4.2 4.2 0 0 0 0 8.4zm0-5.9a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zm1.7 9.3a7.9 7.9 0 0 0 2.5-1 1.3 1.3 0 0 0-1.4-2.1 5.4 5.4 0 0 1-5.6 0 1.3 1.3 0 0 0-1.4 2.1 7.9 7.9 0 0 0 2.5 1l-2.4 2.4a1.3 1.3 0 0 0 1.8 1.8l2.3-2.3 2.3 2.3a1.3 1.3 0 0 0 1.8-1.8z" />
  </Svg>
);
export const FacebookIcon = (p: IconProps) => (
  <Svg {...p} stroke="none" fill="currentColor">
    <path d="M13.4 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21z" />
  </Svg>
);
export const TwitterIcon = (p: IconProps) => (
  <Svg {...p} stroke="none" fill="currentColor">
    <path d="M17.8 3.5h3l-6.6 7.6 7.8 9.4h-6.1l-4.8-5.8-5.5 5.8h-3l7-7.6L2.2 3.5h6.2l4.3 5.3zm-1 15.3h1.7L7.3 5.1H5.5z" />
  </Svg>
);

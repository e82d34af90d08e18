// A link that is a router Link for our paths and a plain new-tab anchor for other sites.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isExternal } from './shell-data.ts';

interface SmartLinkProps {
  href: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

export function SmartLink({ href, className, onClick, children }: SmartLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

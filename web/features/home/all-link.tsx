// 'Все …' beside a home section's heading: a router link with an arrow.
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowRightIcon } from '../../components/ui/icons-home.tsx';

export function AllLink({ label, ...link }: LinkProps & { label: string }) {
  return (
    <Link {...link} className="home-section__all">
      {label}
      <ArrowRightIcon />
    </Link>
  );
}

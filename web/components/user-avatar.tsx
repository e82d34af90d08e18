// A user's avatar: the chosen picture, or a circle with the initials of the name (a person
// icon while no name is given).
import { UserIcon } from './ui/icons.tsx';
interface UserAvatarProps {
  name: string;
  lastName?: string;
  avatar?: string | null;
  size?: 'small' | 'large';
}

const firstLetter = (text: string): string => /\p{L}/u.exec(text)?.[0] ?? '';

/** Initials from the first letter of each name part; quotes and other marks are skipped. */
export function initialsOf(name: string, lastName = ''): string {
  return `${firstLetter(name)}${firstLetter(lastName)}`.toUpperCase();
}

export function UserAvatar({ name, lastName = '', avatar, size = 'small' }: UserAvatarProps) {
  const cls = `avatar avatar--${size}`;
  if (avatar && avatar.startsWith('/'))
    return (
      <img className={cls} src={avatar} alt="" width={size === 'large' ? 96 : 36} height={size === 'large' ? 96 : 36} />
    );
  return (
    <span className={cls} aria-hidden="true">
      {initialsOf(name, lastName) || <UserIcon />}
    </span>
  );
}

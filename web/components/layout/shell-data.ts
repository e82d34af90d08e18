// What the header and footer need from the site data, as plain props: the layout never
// fetches, so it renders the same from the network or the offline copy.
export interface MenuLink {
  title: string;
  /** A site path ('/about') or an absolute address for external projects. */
  href: string;
}

export interface ShellData {
  /** GET /settings, camelCased (siteName, vkUrl, telegramUrl, ...). */
  settings: Readonly<Record<string, string | undefined>>;
  menuPages: MenuLink[];
  footerPages: MenuLink[];
  menuProjects: MenuLink[];
}

export const EMPTY_SHELL_DATA: ShellData = { settings: {}, menuPages: [], footerPages: [], menuProjects: [] };

export const MAIN_MENU: ReadonlyArray<{
  title: string;
  to: '/catalog' | '/news' | '/event' | '/course' | '/quizzes' | '/contests';
}> = [
  { title: 'Каталог', to: '/catalog' },
  { title: 'Новости', to: '/news' },
  { title: 'Мероприятия', to: '/event' },
  { title: 'Курсы', to: '/course' },
  { title: 'Тренажёры', to: '/quizzes' },
  { title: 'Конкурсы', to: '/contests' },
];

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

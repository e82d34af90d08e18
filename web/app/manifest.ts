// The web app manifest, in Russian. Kept in TypeScript so the Vite config and tests share it.
const THEME_COLOR = '#3b2fc9';
const BACKGROUND_COLOR = '#f7f7fb';

export const manifest = {
  id: '/',
  name: 'Наука рядом — научно-популярное сообщество',
  short_name: 'Наука рядом',
  description: 'Статьи, подкасты, курсы, тренажёры и конкурсы для школьников, наставников и родителей',
  lang: 'ru',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait-primary' as const,
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['education', 'kids'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

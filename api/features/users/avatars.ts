// The stock avatars a user may pick (SVG files shipped in web/public/avatars/).
export const AVATARS: readonly string[] = [
  '/avatars/atom.svg',
  '/avatars/rocket.svg',
  '/avatars/planet.svg',
  '/avatars/flask.svg',
  '/avatars/leaf.svg',
  '/avatars/owl.svg',
];

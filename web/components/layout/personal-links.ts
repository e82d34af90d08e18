// The signed-in pupil's own places (bookmarks, collections, history, what is stored on the device), listed in the
// user menu, the mobile menu, the footer and the profile so saved things can always be found.
export const PERSONAL_LINKS = [
  { to: '/profile/bookmarks', label: 'Избранное' },
  { to: '/profile/collections', label: 'Коллекции' },
  { to: '/profile/history', label: 'История просмотров' },
  { to: '/profile/device', label: 'На устройстве' },
] as const;

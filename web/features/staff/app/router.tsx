// The staff area's router: one screen, /staff, whose search names the tab and the edited item
// (staff-nav.tsx). Any other address is the pupil site's: going there loads that page in full.
import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { StaffPage } from '../staff-page.tsx';
import { readStaffSearch } from '../staff-nav.tsx';
import { LeaveOrNotFound, StaffLayout } from './staff-layout.tsx';

const root = createRootRoute({ component: StaffLayout, notFoundComponent: LeaveOrNotFound });

const area = createRoute({
  getParentRoute: () => root,
  path: '/staff',
  validateSearch: readStaffSearch,
  component: function StaffRoute() {
    const { s, edit } = area.useSearch();
    return <StaffPage tab={s} edit={edit} />;
  },
});

export const staffRouter = createRouter({ routeTree: root.addChildren([area]), scrollRestoration: true });

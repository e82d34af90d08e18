// The staff area's router: one screen, /staff, whose search names the tab and the edited item
// (staff-nav.tsx). Any other address is the pupil site's: going there loads that page in full.
import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { materialWidgets } from '../../../app/widgets/material-widgets.ts';
import { WidgetsProvider } from '../../../components/feature-widgets.tsx';
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
    // The editors' previews draw content blocks: audio player and forms as on the site.
    return (
      <WidgetsProvider widgets={materialWidgets}>
        <StaffPage tab={s} edit={edit} />
      </WidgetsProvider>
    );
  },
});

export const staffRouter = createRouter({ routeTree: root.addChildren([area]), scrollRestoration: true });

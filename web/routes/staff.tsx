// /staff: the staff area. Its screens are a chunk of their own (the router splits the component
// off), loaded only when a staff member opens it; the search keeps the tab and the edited item.
import { createFileRoute } from '@tanstack/react-router';
import { WidgetsProvider } from '../components/feature-widgets.tsx';
import { materialWidgets } from '../app/widgets/material-widgets.ts';
import { StaffPage } from '../features/staff/staff-page.tsx';

export const Route = createFileRoute('/staff')({
  staticData: { title: 'Кабинет сотрудника', hideHeading: true },
  validateSearch: (raw: Record<string, unknown>): { s?: string; edit?: string } => ({
    s: typeof raw.s === 'string' ? raw.s : undefined,
    edit: typeof raw.edit === 'string' ? raw.edit : undefined,
  }),
  component: StaffRoute,
});

function StaffRoute() {
  const { s, edit } = Route.useSearch();
  return (
    <WidgetsProvider widgets={materialWidgets}>
      <StaffPage tab={s} edit={edit} />
    </WidgetsProvider>
  );
}

// /staff: the staff area, loaded only when a staff member opens it (its own chunk). The tabs a
// member sees follow the parts GET /api/staff/me allows; the server checks each call again.
import './staff.css';
import { Link } from '@tanstack/react-router';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { AuditScreen } from './audit-screen.tsx';
import { ComplaintsScreen } from './complaints-screen.tsx';
import { ContentScreen } from './content-screen.tsx';
import { ContestsScreen } from './contests-screen.tsx';
import { InboxScreen } from './inbox-screen.tsx';
import { LearningScreen } from './learning-screen.tsx';
import { QueueScreen } from './queue-screen.tsx';
import { RequestsScreen } from './requests-screen.tsx';
import { SettingsScreen } from './settings-screen.tsx';
import { SiteScreen } from './site-screen.tsx';
import { staffApi } from './staff-api.ts';
import { UsersScreen } from './users-screen.tsx';
import { useStaffLoad } from './use-staff-load.ts';

const STAFF_TABS = [
  { id: 'queue', area: 'queue', label: 'Модерация работ' },
  { id: 'complaints', area: 'complaints', label: 'Жалобы' },
  { id: 'requests', area: 'requests', label: 'Заявки' },
  { id: 'inbox', area: 'inbox', label: 'Обратная связь' },
  { id: 'users', area: 'users', label: 'Пользователи' },
  { id: 'content', area: 'content', label: 'Материалы и новости' },
  { id: 'learning', area: 'content', label: 'Мероприятия, курсы, тренажёры' },
  { id: 'contests', area: 'content', label: 'Конкурсы' },
  { id: 'site', area: 'content', label: 'Сайт' },
  { id: 'settings', area: 'site', label: 'Настройки сайта' },
  { id: 'audit', area: 'audit', label: 'Журнал действий' },
] as const;
type StaffTab = (typeof STAFF_TABS)[number]['id'];

function Screen({ tab, roles, edit }: { tab: StaffTab; roles: string[]; edit?: string }) {
  switch (tab) {
    case 'queue':
      return <QueueScreen />;
    case 'complaints':
      return <ComplaintsScreen />;
    case 'requests':
      return <RequestsScreen />;
    case 'inbox':
      return <InboxScreen />;
    case 'users':
      return <UsersScreen isAdmin={roles.includes('admin')} />;
    case 'content':
      return <ContentScreen edit={edit} />;
    case 'learning':
      return <LearningScreen edit={edit} />;
    case 'audit':
      return <AuditScreen />;
    case 'contests':
      return <ContestsScreen edit={edit} />;
    case 'site':
      return <SiteScreen />;
    case 'settings':
      return <SettingsScreen />;
  }
}

export function StaffPage({ tab, edit }: { tab?: string; edit?: string }) {
  const user = useCurrentUser();
  const me = useStaffLoad(() => (user ? staffApi.me() : Promise.resolve(null)), [user?.id]);
  if (!user)
    return (
      <section className="staff staff--state">
        <h1>Кабинет сотрудника</h1>
        <p>Войдите, чтобы открыть кабинет сотрудника.</p>
        <button type="button" className="button button--primary" onClick={() => openAuthModal('login')}>
          Войти
        </button>
      </section>
    );
  if (me.error)
    return (
      <section className="staff staff--state">
        <h1>Кабинет сотрудника</h1>
        <p role="alert">{me.error}</p>
      </section>
    );
  if (!me.data)
    return (
      <section className="staff staff--state" aria-busy="true">
        <h1>Кабинет сотрудника</h1>
        <p>Загрузка…</p>
      </section>
    );
  const areas: readonly string[] = me.data.areas;
  const tabs = STAFF_TABS.filter((t) => areas.includes(t.area));
  const current = tabs.find((t) => t.id === tab) ?? tabs[0]!;
  return (
    <section className="staff">
      <h1 className="staff__title">Кабинет сотрудника</h1>
      <nav className="staff__tabs" aria-label="Разделы кабинета">
        {tabs.map((t) => (
          <Link
            key={t.id}
            to="/staff"
            search={{ s: t.id }}
            className="staff__tab"
            aria-current={t.id === current.id ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <div className="staff__screen">
        <Screen tab={current.id} roles={me.data.roles} edit={edit} />
      </div>
    </section>
  );
}

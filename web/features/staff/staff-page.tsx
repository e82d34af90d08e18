// /staff: the staff area, a page of its own (web/staff.html, app/). The tabs a member sees follow
// the parts GET /api/staff/me allows (401: not signed in, 403: not staff); the server checks each call again.
import './staff.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { AuditScreen } from './audit-screen.tsx';
import { ComplaintsScreen } from './complaints-screen.tsx';
import { ContentScreen } from './content-screen.tsx';
import { ContestsScreen } from './contests-screen.tsx';
import { HelpScreen } from './help-screen.tsx';
import { InboxScreen } from './inbox-screen.tsx';
import { LearningScreen } from './learning-screen.tsx';
import { QueueScreen } from './queue-screen.tsx';
import { RequestsScreen } from './requests-screen.tsx';
import { SchoolsScreen } from './schools-screen.tsx';
import { SettingsScreen } from './settings-screen.tsx';
import { SiteScreen } from './site-screen.tsx';
import { staffApi } from './staff-api.ts';
import { ROLE_LABELS } from './staff-format.ts';
import { StaffLink } from './staff-nav.tsx';
import { UsersScreen } from './users-screen.tsx';
import { useStaffLoad } from './use-staff-load.ts';

const STAFF_TABS = [
  { id: 'queue', area: 'queue', label: 'Модерация работ' },
  { id: 'complaints', area: 'complaints', label: 'Жалобы' },
  { id: 'requests', area: 'requests', label: 'Заявки' },
  { id: 'inbox', area: 'inbox', label: 'Обратная связь' },
  { id: 'users', area: 'users', label: 'Пользователи' },
  { id: 'schools', area: 'schools', label: 'Школы' },
  { id: 'content', area: 'content', label: 'Материалы и новости' },
  { id: 'learning', area: 'content', label: 'Мероприятия, курсы, тренажёры' },
  { id: 'contests', area: 'content', label: 'Конкурсы' },
  { id: 'site', area: 'content', label: 'Сайт' },
  { id: 'settings', area: 'site', label: 'Настройки сайта' },
  { id: 'audit', area: 'audit', label: 'Журнал действий' },
  // The guide is for every staff member: no area of its own.
  { id: 'help', area: null, label: 'Справка' },
] as const;
type StaffTab = (typeof STAFF_TABS)[number]['id'];

/** The tabs; on a phone the row scrolls, so the open one (say, from a link to an editor) is brought into view. */
function StaffTabs({ tabs, current }: { tabs: readonly (typeof STAFF_TABS)[number][]; current: StaffTab }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="staff__tabs" aria-label="Разделы кабинета" ref={nav}>
      {tabs.map((t) => (
        <StaffLink
          key={t.id}
          search={{ s: t.id }}
          className="staff__tab"
          aria-current={t.id === current ? 'page' : undefined}
        >
          {t.label}
        </StaffLink>
      ))}
    </nav>
  );
}

function Screen({
  tab,
  roles,
  edit,
  tabs,
}: {
  tab: StaffTab;
  roles: string[];
  edit?: string;
  tabs: readonly string[];
}) {
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
    case 'schools':
      return <SchoolsScreen />;
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
    case 'help':
      return <HelpScreen openTabs={tabs} />;
  }
}

type Access =
  | { state: 'staff'; me: Awaited<ReturnType<typeof staffApi.me>> }
  | { state: 'signed-out' }
  | { state: 'forbidden'; message: string };

/** Who is asking: a staff member with their parts, nobody signed in (401) or someone not staff (403). */
async function loadAccess(): Promise<Access> {
  try {
    return { state: 'staff', me: await staffApi.me() };
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return { state: 'signed-out' };
    if (e instanceof ApiError && e.status === 403) return { state: 'forbidden', message: messageFor(e) };
    throw e;
  }
}

function StateScreen({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <section className="staff staff--state" aria-busy={busy || undefined}>
      <h1>Кабинет сотрудника</h1>
      {children}
    </section>
  );
}

const toSite = (
  <a href="/" className="button button--secondary">
    На сайт
  </a>
);

export function StaffPage({ tab, edit }: { tab?: string; edit?: string }) {
  const access = useStaffLoad(loadAccess, []);
  if (access.error)
    return (
      <StateScreen>
        <p role="alert">{access.error}</p>
        <div className="staff-card__actions">
          <button type="button" className="button button--primary" onClick={access.reload}>
            Повторить
          </button>
          {toSite}
        </div>
      </StateScreen>
    );
  if (!access.data)
    return (
      <StateScreen busy>
        <p>Загрузка…</p>
      </StateScreen>
    );
  if (access.data.state === 'signed-out')
    return (
      <StateScreen>
        <p>Войдите на сайте, чтобы открыть кабинет сотрудника.</p>
        <div className="staff-card__actions">
          <a href="/?auth=login" className="button button--primary">
            Войти
          </a>
          {toSite}
        </div>
      </StateScreen>
    );
  if (access.data.state === 'forbidden')
    return (
      <StateScreen>
        <p role="alert">{access.data.message}</p>
        <p>Кабинет открыт только сотрудникам сайта: администраторам, модераторам и редакторам.</p>
        {toSite}
      </StateScreen>
    );
  const { me } = access.data;
  const areas: readonly string[] = me.areas;
  const tabs = STAFF_TABS.filter((t) => t.area === null || areas.includes(t.area));
  const current = tabs.find((t) => t.id === tab) ?? tabs[0]!;
  return (
    <section className="staff">
      <h1 className="staff__title">Кабинет сотрудника</h1>
      <p className="staff__who">
        {[me.name, me.roles.map((r) => ROLE_LABELS[r] ?? r).join(', ')].filter(Boolean).join(' · ')}
      </p>
      <StaffTabs tabs={tabs} current={current.id} />
      <div className="staff__screen">
        <Screen tab={current.id} roles={me.roles} edit={edit} tabs={tabs.map((t) => t.id)} />
      </div>
    </section>
  );
}

// 'Новое на сайте': the newest materials, all together (main page post_list) or by type
// (GET /catalog/main), switched by chips. Every tab's cards are on the device after one visit.
import { useState } from 'react';
import { ContentCard, type ContentCardData } from '../../components/content-card.tsx';
import { AllLink } from './all-link.tsx';
import type { TypeSection } from './home-data.ts';
import { HomeRail } from './home-rail.tsx';

const TAB_LABEL: Record<string, string> = {
  article: 'Почитать',
  audio: 'Послушать',
  video: 'Посмотреть',
  specproject: 'Спецпроекты',
};
const TAB_ORDER = ['article', 'audio', 'video', 'specproject'];
const SHOWN = 4;

interface Tab {
  code: string;
  label: string;
  typeId: number | null;
  list: ContentCardData[] | undefined;
}

export function HomeLatest({
  newest,
  sections,
  offline,
}: {
  newest: ContentCardData[] | undefined;
  sections: TypeSection[] | undefined;
  offline: boolean;
}) {
  const [selected, setSelected] = useState('all');
  const tabs: Tab[] = [
    { code: 'all', label: 'Всё', typeId: null, list: newest },
    ...TAB_ORDER.flatMap((code) => {
      const s = sections?.find((x) => x.type.code === code);
      return s && s.list.length
        ? [{ code, label: TAB_LABEL[code] ?? s.type.label, typeId: s.type.id, list: s.list }]
        : [];
    }),
  ];
  const tab = tabs.find((t) => t.code === selected) ?? tabs[0];
  const items = tab?.list?.slice(0, SHOWN).map((card) => <ContentCard key={card.id} card={card} />);
  return (
    <HomeRail
      id="home-latest-title"
      title="Новое на сайте"
      offline={offline}
      items={items}
      all={
        tab?.typeId ? (
          <AllLink to="/catalog" search={{ page_type_id: [tab.typeId] }} label="Все" />
        ) : (
          <AllLink to="/catalog" label="Весь каталог" />
        )
      }
      lead={
        tabs.length > 1 && (
          <div className="chips home-tabs" role="group" aria-label="Тип материалов">
            {tabs.map((t) => (
              <button
                key={t.code}
                type="button"
                aria-pressed={t.code === tab?.code}
                className="chip"
                onClick={() => setSelected(t.code)}
              >
                {t.label}
              </button>
            ))}
          </div>
        )
      }
    />
  );
}

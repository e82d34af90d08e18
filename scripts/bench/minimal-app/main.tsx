// The same-run baseline of `npm run bench:web`: a minimal React 19 + TanStack Router app that draws
// the catalogue's first cards from the same server's /api/catalog, with no service worker, no device
// store and no styles beyond a grid. What the product costs is read against it, on the same machine
// at the same moment.
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Card {
  id: number;
  title: string;
  preview: string | null;
}

function Catalog() {
  const [cards, setCards] = useState<Card[]>([]);
  useEffect(() => {
    void fetch('/api/catalog?limit=18')
      .then((r) => r.json() as Promise<{ list: Card[] }>)
      .then((body) => setCards(body.list));
  }, []);
  return (
    <main>
      <h1>Каталог</h1>
      <ul>
        {cards.map((card, i) => (
          <li key={card.id}>
            <article className="content-card">
              {card.preview && (
                <img
                  src={card.preview}
                  width={640}
                  height={360}
                  alt=""
                  loading={i < 2 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
              )}
              <h2>{card.title}</h2>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}

const root = createRootRoute({ component: Outlet });
const routeTree = root.addChildren([
  createRoute({ getParentRoute: () => root, path: '/', component: Catalog }),
  createRoute({ getParentRoute: () => root, path: '/catalog', component: Catalog }),
]);
const router = createRouter({ routeTree });

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);

// /sitemap: the site's sections and pages as nested lists (GET /sitemap_html).
import { Link } from '@tanstack/react-router';
import type { SitemapNode } from './load-sitemap.ts';

function NodeLink({ node }: { node: Pick<SitemapNode, 'title' | 'url'> }) {
  if (/^https?:\/\//.test(node.url))
    return (
      <a href={node.url} target="_blank" rel="noopener noreferrer">
        {node.title}
      </a>
    );
  return <Link to={node.url}>{node.title}</Link>;
}

export function SitemapView({ list }: { list: SitemapNode[] }) {
  if (list.length === 0)
    return (
      <div className="container page">
        <p className="inline-state">Карта сайта пока пуста.</p>
      </div>
    );
  return (
    <div className="container page">
      <ul className="sitemap">
        {list.map((node) => (
          <li key={node.url} className="sitemap__group">
            <NodeLink node={node} />
            {node.children && node.children.length > 0 && (
              <ul>
                {node.children.map((child) => (
                  <li key={child.url}>
                    <NodeLink node={child} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

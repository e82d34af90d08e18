// The shared footer: socials, 'Написать нам', documents (new tab), footer pages, partner
// sites and the copyright. Below 768 px the columns become an accordion.
import type { JSX, ReactNode } from 'react';
import { openPopup } from '../popups/popup-events.ts';
import { OkIcon, TelegramIcon, VkIcon } from '../ui/icons.tsx';
import { FooterSection } from './footer-section.tsx';
import { PERSONAL_LINKS } from './personal-links.ts';
import type { ShellData } from './shell-data.ts';
import { SmartLink } from './smart-link.tsx';
import { useMediaQuery } from './use-media-query.ts';

interface SiteFooterProps {
  data: ShellData;
  /** Extra controls (the install button) shown beside 'Написать нам'. */
  extra?: ReactNode;
}

export function SiteFooter({ data, extra }: SiteFooterProps) {
  const stacked = !useMediaQuery('(min-width: 768px)');
  const s = data.settings;
  const socials = [
    { href: s.vkUrl, label: 'ВКонтакте', icon: <VkIcon /> },
    { href: s.telegramUrl, label: 'Telegram', icon: <TelegramIcon /> },
    { href: s.okUrl, label: 'Одноклассники', icon: <OkIcon /> },
  ].filter((x): x is { href: string; label: string; icon: JSX.Element } => Boolean(x.href));
  const partners = [
    { href: s.partnerAtomicLessonUrl, title: 'Атомный урок' },
    { href: s.partnerIcebreakerUrl, title: 'Ледокол знаний' },
  ].filter((x): x is { href: string; title: string } => Boolean(x.href));
  const from = s.copyrightFrom ?? '2020';
  // The year is the clock's (issue 42: '© 2020-2025' beside dates of 2026); a later year in the settings wins.
  const to = String(Math.max(new Date().getFullYear(), Number(s.copyrightTo) || 0));
  return (
    <footer className="footer">
      <div className="container footer__top">
        <div className="footer__brand">
          <p className="footer__name">{s.siteName ?? 'Наука рядом'}</p>
          <p className="footer__tagline">
            {s.siteDescription ?? 'Научно-популярное сообщество для школьников, наставников и родителей'}
          </p>
          <ul className="footer__socials" aria-label="Мы в социальных сетях">
            {socials.map((x) => (
              <li key={x.label}>
                <a
                  href={x.href}
                  className="icon-button icon-button--round"
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={x.label}
                >
                  {x.icon}
                </a>
              </li>
            ))}
          </ul>
          <div className="footer__actions">
            <button type="button" className="button button--accent" onClick={() => openPopup('questions', {})}>
              Написать нам
            </button>
            {extra}
          </div>
        </div>
        <FooterSection title="Моё" stacked={stacked}>
          <ul className="footer__links">
            {PERSONAL_LINKS.map((l) => (
              <li key={l.to}>
                <SmartLink href={l.to}>{l.label}</SmartLink>
              </li>
            ))}
            <li>
              <SmartLink href="/community">Сообщества</SmartLink>
            </li>
          </ul>
        </FooterSection>
        <FooterSection title="Документы" stacked={stacked}>
          <ul className="footer__links">
            <li>
              <a href="/policy" target="_blank" rel="noopener">
                Политика конфиденциальности
              </a>
            </li>
            <li>
              <a href="/agreement" target="_blank" rel="noopener">
                Пользовательское соглашение
              </a>
            </li>
          </ul>
        </FooterSection>
        {data.footerPages.length > 0 && (
          <FooterSection title="О проекте" stacked={stacked}>
            <ul className="footer__links">
              {data.footerPages.map((p) => (
                <li key={p.href}>
                  <SmartLink href={p.href}>{p.title}</SmartLink>
                </li>
              ))}
              <li>
                <SmartLink href="/sitemap">Карта сайта</SmartLink>
              </li>
            </ul>
          </FooterSection>
        )}
        {partners.length > 0 && (
          <FooterSection title="Партнёры" stacked={stacked}>
            <ul className="footer__links">
              {partners.map((p) => (
                <li key={p.title}>
                  <a href={p.href} target="_blank" rel="noopener noreferrer">
                    {p.title}
                  </a>
                </li>
              ))}
            </ul>
          </FooterSection>
        )}
      </div>
      <div className="container footer__bottom">
        <p>
          © {from}-{to} {s.siteName ?? 'Наука рядом'}
        </p>
      </div>
    </footer>
  );
}

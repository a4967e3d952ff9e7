import { useEffect, useId, useRef, useState } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { appStore, useAppState } from '../state/app-store';
import { LanguageSwitch } from './language-switch';
import { BrandMark } from '../ui/brand-mark';

const closeMenu = () => appStore.set({ menuOpen: false });

interface NavItem {
  label: string;
  link: LinkProps;
}

/** The main navigation in order. From 1024 px the first ones share the header's line and the rest sit
 * under "More"; the phone menu lists them all. */
const NAV_ITEMS: NavItem[] = [
  { label: 'buy', link: { to: '/buy/{-$token}', params: { token: undefined } } },
  { label: 'sell', link: { to: '/sell/{-$token}', params: { token: undefined } } },
  { label: 'atms', link: { to: '/bitcoin-atms/{-$zipCode}', params: { zipCode: undefined } } },
  { label: 'stores', link: { to: '/stores/{-$zipCode}', params: { zipCode: undefined } } },
  { label: 'help', link: { to: '/help-center' } },
  { label: 'contact', link: { to: '/contact' } },
  { label: 'opinions', link: { to: '/opinions' } },
  { label: 'whoWeAre', link: { to: '/who-we-are' } },
  { label: 'franchise', link: { to: '/franchise' } },
  { label: 'token', link: { to: '/token' } },
  { label: 'pay', link: { to: '/pay' } },
  { label: 'app', link: { to: '/app' } },
];
const ON_THE_LINE = 6;

function NavLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link {...item.link} onClick={onNavigate} activeProps={{ 'aria-current': 'page' }}>
        {t(`common.nav.${item.label}`)}
      </Link>
    </li>
  );
}

/** "More": a WAI-ARIA disclosure (a button that shows and hides a list of links). Escape, a click
 * elsewhere or focus leaving it closes the list. */
function MoreLinks({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside, true);
    document.addEventListener('focusin', closeOutside, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside, true);
      document.removeEventListener('focusin', closeOutside, true);
    };
  }, [open]);
  const navigate = () => {
    setOpen(false);
    closeMenu();
  };
  return (
    <li
      ref={rootRef}
      className="nav-more"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-more-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('common.nav.more')}
        <span aria-hidden="true" className="nav-more-caret" />
      </button>
      <ul id={listId} className={`nav-more-list${open ? ' open' : ''}`}>
        {items.map((item) => (
          <NavLink key={item.label} item={item} onNavigate={navigate} />
        ))}
      </ul>
    </li>
  );
}

function NavLinks() {
  return (
    <ul className="nav-links">
      {NAV_ITEMS.slice(0, ON_THE_LINE).map((item) => (
        <NavLink key={item.label} item={item} onNavigate={closeMenu} />
      ))}
      <MoreLinks items={NAV_ITEMS.slice(ON_THE_LINE)} />
    </ul>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const menuOpen = useAppState((s) => s.menuOpen);
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/home" className="brand" onClick={closeMenu}>
          <BrandMark />
          <span>{t('common.brand')}</span>
        </Link>
        <nav aria-label={t('common.nav.label')} className={`main-nav${menuOpen ? ' open' : ''}`} id="main-nav">
          <NavLinks />
        </nav>
        <LanguageSwitch />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          aria-label={menuOpen ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
          onClick={() => appStore.set({ menuOpen: !menuOpen })}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
      </div>
    </header>
  );
}

import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appStore, useAppState } from './app-store';
import { LanguageSwitch } from './language-switch';

const closeMenu = () => appStore.set({ menuOpen: false });

function NavLinks() {
  const { t } = useTranslation();
  const link = { onClick: closeMenu, activeProps: { 'aria-current': 'page' as const } };
  return (
    <ul className="nav-links">
      <li><Link to="/buy/{-$token}" params={{ token: undefined }} {...link}>{t('common.nav.buy')}</Link></li>
      <li><Link to="/sell/{-$token}" params={{ token: undefined }} {...link}>{t('common.nav.sell')}</Link></li>
      <li><Link to="/bitcoin-atms/{-$zipCode}" params={{ zipCode: undefined }} {...link}>{t('common.nav.atms')}</Link></li>
      <li><Link to="/stores/{-$zipCode}" params={{ zipCode: undefined }} {...link}>{t('common.nav.stores')}</Link></li>
      <li><Link to="/opinions" {...link}>{t('common.nav.opinions')}</Link></li>
      <li><Link to="/help-center" {...link}>{t('common.nav.help')}</Link></li>
      <li><Link to="/who-we-are" {...link}>{t('common.nav.whoWeAre')}</Link></li>
      <li><Link to="/franchise" {...link}>{t('common.nav.franchise')}</Link></li>
      <li><Link to="/contact" {...link}>{t('common.nav.contact')}</Link></li>
      <li><Link to="/token" {...link}>{t('common.nav.token')}</Link></li>
      <li><Link to="/pay" {...link}>{t('common.nav.pay')}</Link></li>
      <li><Link to="/app" {...link}>{t('common.nav.app')}</Link></li>
    </ul>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const menuOpen = useAppState((s) => s.menuOpen);
  const scrollDown = useAppState((s) => s.scrollDown);
  return (
    <header className={`site-header${scrollDown ? ' scrolled' : ''}`}>
      <div className="header-inner">
        <Link to="/home" className="brand" onClick={closeMenu}>
          <img src="/icons/logo.svg" alt="" width="32" height="32" />
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

// The header: brand, navigation, language switch. Native first: on a phone the navigation is an HTML
// popover its button opens (light dismiss, Escape and focus come from the browser), and from 1024 px
// "More" is one; both work before any script and in a page no script will ever wake. The app only keeps
// its menuOpen state (SPEC 3) in step and closes them when it navigates. The menu's last item, "Install
// the app", is an island: only the browser knows whether it offers to install the site.
import { useEffect } from 'react';
import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { appStore } from '../state/app-store';
import { LanguageSwitch } from './language-switch';
import { BrandMark } from '../ui/brand-mark';
import { Island } from '../ui/islands';
import { island as installControl } from '../ui/install/install-control-island';
import '../ui/popover-attributes';

const MAIN_NAV_ID = 'main-nav';
const MORE_LIST_ID = 'nav-more-list';

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

/** Closes whichever of the header's popovers is open (a page the app renders keeps its header). */
function closeMenus() {
  for (const id of [MORE_LIST_ID, MAIN_NAV_ID]) {
    const popover = document.getElementById(id);
    if (popover?.matches(':popover-open')) popover.hidePopover();
  }
}

function NavLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link {...item.link} onClick={closeMenus} activeProps={{ 'aria-current': 'page' }}>
        {t(`common.nav.${item.label}`)}
      </Link>
    </li>
  );
}

function NavLinks() {
  const { t } = useTranslation();
  return (
    <ul className="nav-links">
      {NAV_ITEMS.slice(0, ON_THE_LINE).map((item) => (
        <NavLink key={item.label} item={item} />
      ))}
      <li className="nav-more">
        <button type="button" className="nav-more-button" popovertarget={MORE_LIST_ID}>
          {t('common.nav.more')}
          <span aria-hidden="true" className="nav-more-caret" />
        </button>
        <ul id={MORE_LIST_ID} className="nav-more-list" popover="auto">
          {NAV_ITEMS.slice(ON_THE_LINE).map((item) => (
            <NavLink key={item.label} item={item} />
          ))}
          {/* Last in the phone menu and in "More"; an empty item (no offer to install) is not shown. */}
          <li className="nav-install">
            <Island of={installControl} props={{ inMenu: true }} />
          </li>
        </ul>
      </li>
    </ul>
  );
}

/** The app keeps SPEC 3's menuOpen with the phone menu, and closes the menus when it navigates. */
function useMenuState() {
  const router = useRouter();
  useEffect(() => {
    const nav = document.getElementById(MAIN_NAV_ID);
    const onToggle = (event: Event) => appStore.set({ menuOpen: (event as ToggleEvent).newState === 'open' });
    nav?.addEventListener('toggle', onToggle);
    const stop = router.subscribe('onBeforeNavigate', closeMenus);
    return () => {
      nav?.removeEventListener('toggle', onToggle);
      stop();
    };
  }, [router]);
}

export function SiteHeader() {
  const { t } = useTranslation();
  useMenuState();
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/home" className="brand" onClick={closeMenus}>
          <BrandMark />
          <span>{t('common.brand')}</span>
        </Link>
        <nav aria-label={t('common.nav.label')} className="main-nav" id={MAIN_NAV_ID} popover="auto">
          <NavLinks />
        </nav>
        <LanguageSwitch />
        <button type="button" className="menu-toggle" popovertarget={MAIN_NAV_ID} aria-label={t('common.nav.menu')}>
          <span aria-hidden="true" className="menu-toggle-open">
            ☰
          </span>
          <span aria-hidden="true" className="menu-toggle-close">
            ✕
          </span>
        </button>
      </div>
    </header>
  );
}

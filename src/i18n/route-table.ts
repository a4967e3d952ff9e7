// The route table: every page's canonical (internal) path, its public English and Spanish paths
// (the first of each list is the one links use), and its fixed facts. Routes without a language
// (`neutral`) keep whatever language the visitor was reading.
// The Spanish list is required by the type, so a page added without its Spanish path fails to compile.

export type Lang = 'es' | 'en';

interface LocalizedRoute {
  /** Canonical path in TanStack Router syntax: `$id` required, `{-$token}` optional. */
  path: string;
  en: [string, ...string[]];
  es: [string, ...string[]];
  scrollOffset: number;
  exchangeBar: boolean;
}

interface NeutralRoute {
  path: string;
  neutral: true;
  scrollOffset: number;
  exchangeBar: boolean;
}

export type RouteEntry = LocalizedRoute | NeutralRoute;

const DEFAULT_OFFSET = 820;

export const routeTable = {
  home: { path: '/home', en: ['/en'], es: ['/es'], scrollOffset: 750, exchangeBar: false },
  buy: { path: '/buy/{-$token}', en: ['/buy/{-$token}'], es: ['/comprar/{-$token}'], scrollOffset: 320, exchangeBar: false },
  sell: { path: '/sell/{-$token}', en: ['/sell/{-$token}'], es: ['/vender/{-$token}'], scrollOffset: 320, exchangeBar: false },
  atmList: {
    path: '/bitcoin-atms/{-$zipCode}',
    en: ['/bitcoin-atms/{-$zipCode}', '/atms/{-$zipCode}'],
    es: ['/cajeros-bitcoin/{-$zipCode}', '/cajeros/{-$zipCode}'],
    scrollOffset: 1600,
    exchangeBar: true,
  },
  atmDetail: {
    path: '/atm/$id',
    en: ['/atm/$id', '/bitcoin-atm/$id'],
    es: ['/cajero-bitcoin/$id', '/cajero/$id'],
    scrollOffset: 1600,
    exchangeBar: true,
  },
  storeList: {
    path: '/stores/{-$zipCode}',
    en: ['/stores/{-$zipCode}', '/bitcoin-stores/{-$zipCode}'],
    es: ['/tiendas-bitcoin/{-$zipCode}', '/tiendas/{-$zipCode}'],
    scrollOffset: 1600,
    exchangeBar: true,
  },
  storeDetail: {
    path: '/store/$id',
    en: ['/store/$id', '/bitcoin-store/$id'],
    es: ['/tienda-bitcoin/$id'],
    scrollOffset: 1600,
    exchangeBar: true,
  },
  contact: { path: '/contact', en: ['/contact'], es: ['/contacto'], scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
  franchise: { path: '/franchise', en: ['/franchise'], es: ['/franquicia'], scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
  opinions: { path: '/opinions', en: ['/opinions'], es: ['/opiniones'], scrollOffset: DEFAULT_OFFSET, exchangeBar: true },
  whoWeAre: { path: '/who-we-are', en: ['/who-we-are'], es: ['/quienes-somos'], scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
  helpCenter: { path: '/help-center', en: ['/help-center'], es: ['/centro-ayuda'], scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
  helpPage: {
    path: '/help-page/$slug',
    en: ['/help-page/$slug'],
    es: ['/pagina-ayuda/$slug'],
    scrollOffset: DEFAULT_OFFSET,
    exchangeBar: false,
  },
  contentPage: { path: '/pages/$slug', en: ['/pages/$slug'], es: ['/paginas/$slug'], scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
  pay: { path: '/pay', en: ['/pay'], es: ['/pagos'], scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
  token: { path: '/token', neutral: true, scrollOffset: 750, exchangeBar: false },
  app: { path: '/app', neutral: true, scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
  mwc: { path: '/mwc', neutral: true, scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
  preview: { path: '/preview', neutral: true, scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
  error404: { path: '/errors/404', neutral: true, scrollOffset: DEFAULT_OFFSET, exchangeBar: false },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

export function isLocalized(entry: RouteEntry): entry is LocalizedRoute {
  return !('neutral' in entry);
}

/** Paths that exist only inside the router and must not be reachable from outside. */
export const internalOnlyPaths = ['/home'];

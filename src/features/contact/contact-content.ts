import type { PageContent } from '../../content/content-queries';

/** The `contact` content; every section may be missing and the page renders without it. */
export interface ContactContent extends PageContent {
  Channels?: Array<{ Type?: 'phone' | 'whatsapp' | 'telegram' | 'email'; Label?: string; Value?: string; Text?: string }>;
  Address?: { Title?: string; Street?: string; City?: string; PostalCode?: string; Country?: string; Hours?: string };
  Form?: {
    Title?: string;
    Intro?: string;
    Topics?: Array<{ Value: string; Label: string }>;
    SubmitLabel?: string;
    SuccessMessage?: string;
    Privacy?: string;
  };
}

type Channel = NonNullable<ContactContent['Channels']>[number];

/** Where a contact channel's value leads. */
export function channelHref({ Type, Value = '' }: Channel): string | undefined {
  const digits = Value.replace(/[^\d+]/g, '');
  switch (Type) {
    case 'phone':
      return digits ? `tel:${digits}` : undefined;
    case 'whatsapp':
      return digits ? `https://wa.me/${digits.replace('+', '')}` : undefined;
    case 'telegram':
      return Value ? `https://t.me/${encodeURIComponent(Value.replace(/^@/, ''))}` : undefined;
    case 'email':
      return Value ? `mailto:${Value}` : undefined;
    default:
      return undefined;
  }
}

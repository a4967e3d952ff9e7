// Decorative glyphs for the floating widgets; every control carries its own accessible name.
const common = { width: 26, height: 26, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

const HANDSET =
  'M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.02-.24c1.12.37 2.32.57 3.57.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02l-2.2 2.2z';

export function PhoneIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d={HANDSET} />
    </svg>
  );
}

export function WhatsappIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.3 15.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8z" />
      <path transform="translate(6.3 6.3) scale(0.48)" d={HANDSET} />
    </svg>
  );
}

export function TelegramIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M21.5 3.5 2.7 10.8c-.9.4-.9 1.6.1 1.9l4.7 1.5 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.5 4.8 3.6c.6.4 1.4.1 1.6-.6l3-15.3c.2-.9-.7-1.6-1.4-1.3zM9.8 14.6l-.4 3.8-1.4-4.6 9.9-6.7-8.1 7.5z" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common} width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

import { browserIsLight, LOAD_EVERYTHING_KEY, saveDataRequested } from './light-mode';

/** The rule in a browser with this connection and this visit's stored choice (or storage that throws). */
function lightIn({
  server = false,
  connection,
  stored = null,
  storageThrows = false,
}: {
  server?: boolean;
  connection?: { saveData?: boolean; effectiveType?: string };
  stored?: string | null;
  storageThrows?: boolean;
}) {
  vi.stubGlobal('navigator', { connection });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('blocked');
      return key === LOAD_EVERYTHING_KEY ? stored : null;
    },
  });
  try {
    return browserIsLight(server);
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('light mode', () => {
  it('reads `Save-Data: on`, in any case and with spaces, and nothing else', () => {
    expect([' on', 'ON', 'on '].map(saveDataRequested)).toEqual([true, true, true]);
    expect(['off', '', 'yes', null, undefined].map(saveDataRequested)).toEqual([false, false, false, false, false]);
  });

  it("takes the browser's Save-Data and 2G connections as light, 3G and 4G not", () => {
    expect(lightIn({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
    expect(lightIn({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(lightIn({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
    expect(lightIn({ connection: { saveData: false, effectiveType: '3g' } })).toBe(false);
    expect(lightIn({})).toBe(false);
  });

  it('is light when the server or the connection says so, unless the visitor asked for everything this visit', () => {
    expect(lightIn({ server: true })).toBe(true);
    expect(lightIn({ server: false, connection: { effectiveType: '4g' } })).toBe(false);
    expect(lightIn({ server: true, connection: { saveData: true }, stored: '1' })).toBe(false);
    expect(lightIn({ server: false, connection: { effectiveType: '2g' }, stored: '0' })).toBe(true);
  });

  it('takes storage that throws as no choice', () => {
    expect(lightIn({ server: true, storageThrows: true })).toBe(true);
  });
});

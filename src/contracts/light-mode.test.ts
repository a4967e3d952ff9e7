import { isLight, lightExpression, LOAD_EVERYTHING_KEY, saveDataRequested } from './light-mode';

describe('light mode', () => {
  it('reads `Save-Data: on`, in any case and with spaces, and nothing else', () => {
    expect([' on', 'ON', 'on '].map(saveDataRequested)).toEqual([true, true, true]);
    expect(['off', '', 'yes', null, undefined].map(saveDataRequested)).toEqual([false, false, false, false, false]);
  });

  it("takes the browser's Save-Data and 2G connections as light, 3G and 4G not", () => {
    const light = (connection?: { saveData?: boolean; effectiveType?: string }) =>
      isLight({ server: false, connection, everything: false });
    expect(light({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(light({ effectiveType: '2g' })).toBe(true);
    expect(light({ effectiveType: 'slow-2g' })).toBe(true);
    expect(light({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(light(undefined)).toBe(false);
  });

  it('is light when the server or the connection says so, unless the visitor asked for everything', () => {
    expect(isLight({ server: true, everything: false })).toBe(true);
    expect(isLight({ server: false, connection: { effectiveType: '2g' }, everything: false })).toBe(true);
    expect(isLight({ server: false, connection: { effectiveType: '4g' }, everything: false })).toBe(false);
    expect(isLight({ server: true, connection: { saveData: true }, everything: true })).toBe(false);
  });

  it('gives the inline loader the same rule, as an expression that runs before any module', () => {
    const run = (server: boolean, connection: object | undefined, stored: string | null, storageThrows = false) =>
      new Function('navigator', 'sessionStorage', `return ${lightExpression(server)};`)(
        { connection },
        {
          getItem: (key: string) => {
            if (storageThrows) throw new Error('blocked');
            return key === LOAD_EVERYTHING_KEY ? stored : null;
          },
        },
      ) as boolean;
    expect(run(true, undefined, null)).toBe(true);
    expect(run(false, { saveData: true }, null)).toBe(true);
    expect(run(false, { effectiveType: 'slow-2g' }, null)).toBe(true);
    expect(run(false, { effectiveType: '4g' }, null)).toBe(false);
    expect(run(false, undefined, null)).toBe(false);
    expect(run(true, { saveData: true }, '1')).toBe(false);
    expect(run(true, undefined, null, true)).toBe(true);
  });
});

import { serviceStatusView } from './service-status';

const NOW = Date.parse('2026-11-23T10:30:00Z');

describe('service status', () => {
  it('counts minutes, then hours, then days since the machine was last seen', () => {
    const at = (iso: string, operational = 'in-service') =>
      serviceStatusView({ operational, lastSeenOnline: iso }, { now: NOW, online: true, fetchedAt: NOW });
    expect(at('2026-11-23T10:27:10Z')).toEqual({ inService: true, lastSeen: { value: 2, unit: 'minute' } });
    expect(at('2026-11-23T10:30:30Z')?.lastSeen).toEqual({ value: 0, unit: 'minute' });
    expect(at('2026-11-23T08:00:00Z', 'out-of-service')).toEqual({ inService: false, lastSeen: { value: 2, unit: 'hour' } });
    expect(at('2026-11-20T10:30:00Z')?.lastSeen).toEqual({ value: 3, unit: 'day' });
  });

  it('offline, describes the saved copy: measured from when it was fetched, with that time', () => {
    const fetchedAt = Date.parse('2026-11-23T07:00:00Z');
    const view = serviceStatusView(
      { operational: 'in-service', lastSeenOnline: '2026-11-23T06:55:00Z' },
      { now: NOW, online: false, fetchedAt },
    );
    expect(view).toEqual({ inService: true, lastSeen: { value: 5, unit: 'minute' }, asOf: fetchedAt });
  });

  it('has nothing to say without a status or with a broken date', () => {
    expect(serviceStatusView(undefined, { now: NOW, online: true, fetchedAt: NOW })).toBeUndefined();
    expect(
      serviceStatusView({ operational: 'in-service', lastSeenOnline: 'yesterday' }, { now: NOW, online: true, fetchedAt: NOW }),
    ).toBeUndefined();
  });
});

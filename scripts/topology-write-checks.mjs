// The writes through the production set (scripts/test-topology.mjs): limits held across both site
// processes, exactly once per Idempotency-Key across them, and the limit on bot-check challenges.
import { guardConfigFromEnv } from '../src/server/public-writes/write-config.ts';
import { solveAsScript } from '../tests/setup/solve-as-script.ts';
import { HOST, accessLines, check, expectEqual, expectThat, http, logSize, sleep } from './topology-kit.mjs';

export async function writeChecks(topology) {
  const proxy = topology.proxyOrigin;
  const page = (path, host = HOST) =>
    http(`${proxy}${path}`, { headers: { host: `${host}:${topology.ports.proxy}`, 'accept-encoding': 'gzip, br' } });
  console.log('topology: limits across processes');
  // Each call-back carries a solved bot-check challenge, fetched through the proxy as a page would.
  const proof = async () => {
    const challenge = await http(`${proxy}/guard/challenge`, { headers: { host: `${HOST}:${topology.ports.proxy}` } });
    return solveAsScript(JSON.parse(challenge.body));
  };
  const callBack = async (number, extraHeaders = {}, solved = undefined) =>
    http(`${proxy}/telephony/ivrs/demo-ivr/callback`, {
      method: 'POST',
      headers: {
        host: `${HOST}:${topology.ports.proxy}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
        'x-form-proof': solved ?? (await proof()),
        ...extraHeaders,
      },
      body: JSON.stringify({ to_number: number, timeout: 60, clir: false }),
    });
  /**
   * Until both site processes have answered through the proxy: a process the proxy marked down (the
   * processes were just restarted) is left out for its fail_timeout, and the writes would all go to one.
   */
  async function untilBothProcessesServe() {
    const from = logSize(topology);
    for (let attempt = 0; attempt < 50; attempt++) {
      await page('/locales/es');
      const upstreams = new Set(
        accessLines(topology, from)
          .map((entry) => entry.upstream)
          .filter(Boolean),
      );
      if (upstreams.size >= 2) return;
      await sleep(200);
    }
    throw new Error('only one site process answered through the proxy in 10 s');
  }

  await check('the 4th call-back to one number is refused with 429, though the four reached different processes', async () => {
    await untilBothProcessesServe();
    const number = 34600000000 + Math.floor(Math.random() * 99_999_999);
    const from = logSize(topology);
    const statuses = [];
    // Solved first, so the four writes follow each other through the proxy with no challenge read between
    // them (the proxy takes turns across every request it passes on).
    const proofs = [];
    for (let i = 0; i < 4; i++) proofs.push(await proof());
    for (const solved of proofs) statuses.push((await callBack(number, {}, solved)).status);
    expectEqual(statuses.join(','), '201,201,201,429', 'statuses');
    await sleep(200);
    const upstreams = accessLines(topology, from)
      .filter((entry) => entry.request.startsWith('POST /telephony'))
      .map((entry) => entry.upstream);
    expectEqual(upstreams.length, 4, 'call-backs in the access log');
    expectThat(new Set(upstreams).size === 2, `the four went to one process: ${upstreams.join(', ')}`);
    return upstreams.join(', ');
  });

  await check('a client cannot choose its address with X-Forwarded-For: the hourly limit per address still applies', async () => {
    // Each request claims another address; the proxy replaces the header with the real one.
    for (let attempt = 1; attempt <= 12; attempt++) {
      const answer = await callBack(34700000000 + attempt * 1001, { 'x-forwarded-for': `203.0.113.${attempt}` });
      if (answer.status === 429) {
        const retryAfter = Number(answer.headers['retry-after']);
        expectThat(retryAfter > 0 && retryAfter <= 3600, `refused by the hourly per-address limit, Retry-After ${retryAfter}`);
        return `refused at write ${attempt} of this test`;
      }
      expectEqual(answer.status, 201, `call-back ${attempt}`);
    }
    throw new Error('12 call-backs with made-up X-Forwarded-For addresses were all accepted');
  });

  console.log('topology: exactly once, and the limit on challenges');
  await check('the same write sent to both site processes at once places one call, though the provider ignores the key', async () => {
    const key = crypto.randomUUID();
    const number = 34600000000 + Math.floor(Math.random() * 99_999_999);
    const solved = await proof();
    // Straight to each process; an address of its own, as the earlier checks used up this one's hourly writes.
    const send = (port, body, solution = solved) =>
      http(`http://127.0.0.1:${port}/telephony/ivrs/demo-ivr/callback`, {
        method: 'POST',
        headers: {
          host: HOST,
          'content-type': 'application/json',
          'idempotency-key': key,
          'x-form-proof': solution,
          'x-forwarded-for': '198.51.100.77',
          // The demo provider acts on every request it gets, as a provider that ignores the key would.
          'x-demo-fault': 'ignore-key',
        },
        body: JSON.stringify(body),
      });
    const write = { to_number: number, timeout: 60, clir: false };
    const ports = topology.sites.map((site) => site.port);
    const answers = await Promise.all([...ports, ...ports].map((port) => send(port, write)));
    expectEqual(answers.map((answer) => answer.status).join(','), '201,201,201,201', 'statuses');
    expectEqual(new Set(answers.map((answer) => answer.body)).size, 1, 'different answers');
    const replayed = answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true').length;
    expectEqual(replayed, 3, 'answers given again from the first');
    const log = JSON.parse((await http(`http://127.0.0.1:${topology.ports.demo}/__demo/deliveries`)).body);
    expectEqual(log.items.filter((item) => item.key === key).length, 1, 'calls placed');
    const reused = await send(ports[0], { ...write, to_number: number + 1 }, await proof());
    expectEqual(reused.status, 422, 'the key with another body');
    return `4 sent, 1 call placed, ${replayed} answered again from the record`;
  });

  await check('20 challenges a second from one address get 429 after the limit, with Retry-After', async () => {
    const limit = guardConfigFromEnv({}).challengesPerMinute;
    // Another loopback address is another client to the proxy: nothing earlier in this run counts against it.
    const ask = () => http(`${proxy}/guard/challenge`, { headers: { host: `${HOST}:${topology.ports.proxy}` }, localAddress: '127.0.0.9' });
    const seconds = [];
    for (let second = 0; second * 20 < limit + 40; second++) {
      const started = Date.now();
      seconds.push(await Promise.all(Array.from({ length: 20 }, ask)));
      await sleep(Math.max(0, 1000 - (Date.now() - started)));
    }
    const answers = seconds.flat();
    const handedOut = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 429);
    expectEqual(handedOut, limit, 'challenges handed out');
    expectEqual(refused.length, answers.length - limit, 'challenges refused');
    expectThat(
      seconds.at(-1).every((answer) => answer.status === 429),
      'the last second still got challenges',
    );
    const waits = refused.map((answer) => Number(answer.headers['retry-after']));
    expectThat(
      waits.every((wait) => wait > 0 && wait <= 60),
      `Retry-After ${Math.min(...waits)}-${Math.max(...waits)} s`,
    );
    return `${handedOut} handed out at 20 a second, then ${refused.length} refused with Retry-After ${Math.min(...waits)}-${Math.max(...waits)} s`;
  });
}

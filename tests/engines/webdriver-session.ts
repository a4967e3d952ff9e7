// WebKitGTK (Safari's engine) through WebKitWebDriver, Debian's driver for it, which speaks classic
// WebDriver; selenium-webdriver is the client. MiniBrowser, the engine's own browser, needs a display:
// xvfb-run gives the driver one of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, until, type WebDriver } from 'selenium-webdriver';
import { APPEAR_MS, PHONE_WINDOW, waitFor, type EngineSession } from './engine-session';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Ends the driver, its display and the browser it started: they share a process group. */
function stop(driverProcess: ChildProcess) {
  try {
    process.kill(-driverProcess.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export async function launchWebKitSession(): Promise<EngineSession> {
  const port = await freePort();
  const driverProcess = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], { detached: true, stdio: 'ignore' });
  const server = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await waitFor('WebKitWebDriver to listen', async () => (await fetch(`${server}/status`)).ok, 20_000);
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
      .build();
  } catch (error) {
    stop(driverProcess);
    throw error;
  }
  await driver.manage().window().setRect(PHONE_WINDOW);
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  const capabilities = await driver.getCapabilities();
  const element = async (selector: string) => {
    const found = await driver.wait(until.elementLocated(By.css(selector)), APPEAR_MS, `no ${selector} appeared`);
    await driver.wait(until.elementIsVisible(found), APPEAR_MS, `${selector} stayed hidden`);
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', found);
    return found;
  };
  return {
    engine: 'webkit',
    version: `${String(capabilities.getBrowserName())} (WebKitGTK) ${String(capabilities.getBrowserVersion())}`,
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    click: async (selector) => (await element(selector)).click(),
    type: async (selector, text) => (await element(selector)).sendKeys(text),
    // Classic WebDriver awaits a promise the script returns (the last argument is the callback).
    evaluate: (fn, ...args) =>
      driver
        .executeAsyncScript(
          `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${String(fn)}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
           .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
          ...args,
        )
        .then((answer) => {
          const { value, error } = answer as { value?: unknown; error?: string };
          if (error !== undefined) throw new Error(error);
          return value as never;
        }),
    async close() {
      await driver.quit().catch(() => undefined);
      stop(driverProcess);
    },
  };
}

import { describeJourneys } from './journeys';
import { launchPuppeteerSession } from './puppeteer-session';

describeJourneys('chromium', () => launchPuppeteerSession('chromium'));

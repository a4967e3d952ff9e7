import { describeJourneys } from './journeys';
import { launchPuppeteerSession } from './puppeteer-session';

describeJourneys('firefox', () => launchPuppeteerSession('firefox'));

import { describeJourneys } from './journeys';
import { launchWebKitSession } from './webdriver-session';

describeJourneys('webkit', launchWebKitSession);

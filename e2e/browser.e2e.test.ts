// The whole browser suite as one test file, its specs one after another (decision 0030, sixth pass).
// As one file the e2e project runs in one worker beside the other projects' files; as a project of
// several files with `fileParallelism: false` vitest ran it only after every other file had finished,
// and with several files in parallel two apps and two Chromiums made each page too slow for its test.
// The five last specs share one app, stopped after them (support/shared-app.ts).
// One spec: `npx vitest run --project e2e -t "admin console"` (its describe's name).
import { afterAll } from 'vitest';
import { stopSharedGolferApp } from './support/shared-app';
import './polish.e2e';
import './admin.e2e';
import './insights.e2e';
import './golfer-pages.e2e';
import './golfer-waitlist.e2e';
import './foundation.e2e';
import './courses.e2e';
import './security-csp.e2e';
import './confirm-email.e2e';
import './account.e2e';
import './password-reset.e2e';
import './compression.e2e';
import './page-shells.e2e';
import './delivery-rules.e2e';
import './push.e2e';
import './still-open.e2e';

afterAll(stopSharedGolferApp);

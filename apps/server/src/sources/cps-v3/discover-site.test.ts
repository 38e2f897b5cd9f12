import { describe, expect, it } from 'vitest';
import { SOURCE_TEST_NOW, simulatorForThisFile, simulatorRequests } from '../../../test/source-test-support';
import { createFetchGuard } from '../../lib/fetch-guard/fetch-guard';
import { createHttpClient } from '../http-client';
import { SourceError } from '../tee-time-source';
import { discoverCpsV3Site } from './discover-site';

const sim = simulatorForThisFile();

function discover(url: string) {
  return discoverCpsV3Site(url, {
    http: createHttpClient({
      userAgent: 'Teewatch test',
      timeoutMs: 2000,
      maxRetries: 0,
      clock: () => SOURCE_TEST_NOW,
      guard: createFetchGuard({
        environment: 'test',
        maxBodyBytes: 5_000_000,
        timeoutMs: 5000,
        maxRedirects: 5,
      }),
    }),
    target: { upstreamMode: 'simulator', simulatorUrl: sim.current.url },
    requestsPerSecond: 1000,
    clock: () => SOURCE_TEST_NOW,
  });
}

const gleneagles = {
  platform: 'cps-v3',
  site: 'https://w.cps.golf/WestVancouverV3',
  tenant: 'WestVancouverV3',
  courses: [
    {
      name: 'Gleneagles Golf Course',
      apiCourseId: '1',
      holes: 9,
      apiConfig: { baseUrl: 'https://w.cps.golf/WestVancouverV3', hole: '9' },
    },
  ],
};

describe('discoverCpsV3Site', () => {
  it.each([
    'https://w.cps.golf/WestVancouverV3/Home/nIndex?CourseId=1&Date=2026-6-12&Time=AnyTime&Player=99&Hole=9',
    'https://w.cps.golf/WestVancouverV3',
    'https://w.cps.golf/WestVancouverV3/(S(55dss44jkrdzyv2ptxgv5yfh))/Home/nIndex?CourseId=1&Hole=9',
  ])('recognises the site from %s by its session redirect and learns its course', async (url) => {
    expect(await discover(url)).toEqual(gleneagles);
    const [root] = await simulatorRequests(sim.current, '/cps/w/WestVancouverV3');
    expect(root!.path).toBe('/cps/w/WestVancouverV3/');
  });

  it('recognises a simulated tenant by its own address as a real one is', async () => {
    const site = `${sim.current.url}/cps/w/KingsLinksV3`;
    expect(await discover(`${site}/Home/nIndex?CourseId=1`)).toEqual({
      platform: 'cps-v3',
      site,
      tenant: 'KingsLinksV3',
      courses: [
        { name: 'Kings Links', apiCourseId: '1', holes: 18, apiConfig: { baseUrl: site, hole: '18' } },
      ],
    });
  });

  it.each([
    'https://golfvancouver.cps.golf/onlineresweb/search-teetime',
    'https://w.cps.golf/',
    'not an address',
  ])('does not take %s for a v3 site', async (url) => {
    expect(await discover(url)).toBeUndefined();
  });

  it('lets a failure to reach the site through as a SourceError', async () => {
    sim.current.addFault({ target: { site: 'westvancouverv3' }, fault: { type: 'status', status: 503 } });
    await expect(discover('https://w.cps.golf/WestVancouverV3/')).rejects.toBeInstanceOf(SourceError);
  });
});

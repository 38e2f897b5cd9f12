import { describe, expect, it } from 'vitest';
import { adminPath, PAGES, pathTo } from './pages';

describe('the route table', () => {
  it('gives each page one path', () => {
    const paths = Object.values(PAGES).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('fills a page’s parameters, encoded, and adds its query', () => {
    expect(pathTo('dashboard')).toBe('/dashboard');
    expect(pathTo('course', { id: 7 })).toBe('/courses/7');
    expect(pathTo('editRequest', { id: 12 })).toBe('/dashboard/requests/12/edit');
    expect(pathTo('groupJoin', { token: 'v1.a/b' })).toBe('/groups/join/v1.a%2Fb');
    expect(pathTo('teeTimes', undefined, { date: '2026-06-11', courseIds: [3, 12], view: undefined })).toBe(
      '/tee-times?date=2026-06-11&courseIds=3,12',
    );
    expect(pathTo('dashboard', undefined, { 'email-confirmed': 1 })).toBe('/dashboard?email-confirmed=1');
  });

  it('names the admin console’s sections under its path', () => {
    expect(adminPath()).toBe('/admin');
    expect(adminPath('outbox', 'a b')).toBe('/admin/outbox/a%20b');
  });
});

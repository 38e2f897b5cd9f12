import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiServer, http } from '../../../test/api-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

// /privacy and /terms (decision 0254): the privacy page states the server's own figures (sender,
// contact, retention) from /api/app-info, names the processors, and says how to export or delete.

const privacy = {
  senderName: 'Fairway Watch Ltd.',
  postalAddress: '100-555 Main St, Vancouver BC V6A 2T7',
  contact: 'privacy@fairway.example',
  retention: { notificationsDays: 60, sessionDetailsDays: 14, rateLimitHours: 6 },
  consentVersions: { terms: '2026-12-01', texts: '2026-12-01' },
};

function withApp(children: ReactNode) {
  apiServer.use(http.get('/api/app-info', () => apiAnswer({ upstreamMode: 'live', isDemo: false, privacy })));
  return render(
    <QueryWrapper>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryWrapper>,
  );
}

describe('legal pages', () => {
  it('the privacy page states the configured sender, contact and retention, the processors and the choices', async () => {
    withApp(<PrivacyPage />);
    expect(
      await screen.findByText(/Fairway Watch Ltd\., 100-555 Main St, Vancouver BC V6A 2T7,/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@fairway.example' }).getAttribute('href')).toBe(
      'mailto:privacy@fairway.example',
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('Records of the alerts and notices we sent: 60 days');
    expect(text).toContain('The network address and browser of a sign-in: 14 days');
    expect(text).toContain('Counters of recent attempts: 6 hours after their last use');
    for (const processor of ['Our email provider', 'Twilio', 'push service'])
      expect(text).toContain(processor);
    expect(text).toContain('download everything we hold about you');
    expect(text).toContain('“Stop all email” link');
    expect(screen.getAllByRole('link', { name: 'account page' })[0]!.getAttribute('href')).toBe('/account');
    expect(screen.getByText('Version 2026-12-01')).toBeTruthy();
  });

  it('the terms page links the privacy policy and names the contact', async () => {
    withApp(<TermsPage />);
    expect(await screen.findByRole('link', { name: 'privacy@fairway.example' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(document.body.textContent).toContain('Bookings are made on each course');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';
import { StartupGate } from '@/features/startup/components/startup-gate';

const renderGate = () =>
  renderWithProviders(
    <StartupGate>
      <p data-testid="the-app">app</p>
    </StartupGate>,
  );

describe('startup gate', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const answer = (status: ReturnType<typeof siteStatusFixture>) =>
    fetchMock.mockImplementation(async () => jsonResponse(envelope(status)));

  it('shows the maintenance screen, translated in the merchant default language', async () => {
    answer(siteStatusFixture({ maintenance: true }));
    renderGate();
    const screenElement = await screen.findByTestId('screen-maintenance');
    expect(screenElement.textContent).toContain('Ina-upgrade ang system, pakisubukan ulit mamaya.');
    expect(screen.queryByTestId('the-app')).toBeNull();
    expect(document.documentElement.lang).toBe('fil');
  });

  it('shows the region block when only the region is restricted', async () => {
    localStorage.setItem('MC_LANGUAGE', 'EN');
    answer(siteStatusFixture({ regionRestriction: true }));
    renderGate();
    expect((await screen.findByTestId('screen-region-blocked')).textContent).toContain('IP restricted');
  });

  it('prefers maintenance when both are on', async () => {
    answer(siteStatusFixture({ maintenance: true, regionRestriction: true }));
    renderGate();
    expect(await screen.findByTestId('screen-maintenance')).toBeTruthy();
    expect(screen.queryByTestId('screen-region-blocked')).toBeNull();
  });

  it('renders the app otherwise, in the stored language when the merchant supports it', async () => {
    localStorage.setItem('MC_LANGUAGE', 'EN');
    answer(siteStatusFixture());
    renderGate();
    expect(await screen.findByTestId('the-app')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wps/system/status');
    expect(new Headers(init?.headers).get('Merchant')).toBe('DEMO');
  });

  it('offers a retry when the status cannot be loaded', async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse({ success: false, errorCode: 'unknown.error' }, 500));
    renderGate();
    const retry = await screen.findByTestId('load-failed');
    expect(retry.textContent).toContain('Loading failed, click to retry');
    answer(siteStatusFixture());
    retry.querySelector('button')!.click();
    expect(await screen.findByTestId('the-app')).toBeTruthy();
  });
});

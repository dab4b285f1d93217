import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS } from '@/lib/events';
import { applyLanguage } from '@/lib/i18n/language-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { siteStatusFixture } from '@/test/site-status-fixture';
import { renderWithApp } from '@/test/render';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';

describe('language switch', () => {
  beforeEach(async () => {
    await act(() => applyLanguage('EN'));
  });

  it('lists the merchant languages with flags and switches to Arabic right-to-left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    window.addEventListener(APP_EVENTS.languageChange, onChange);
    renderWithApp(<LanguageSwitch />, { status: siteStatusFixture({ languages: ['TY', 'EN', 'AR'] }) });

    await user.click(screen.getByTestId('language-switch'));
    const arabic = await screen.findByTestId('language-option-AR');
    const flags = [...document.querySelectorAll<HTMLImageElement>('[data-testid^="language-option-"] img')];
    expect(flags.map((flag) => flag.getAttribute('src'))).toEqual([expect.stringContaining('ph.svg'), expect.stringContaining('gb.svg'), expect.stringContaining('sa.svg')]);
    expect(screen.queryByTestId('language-option-FR')).toBeNull();

    await user.click(arabic);
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('AR');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ detail: { language: 'AR' } }));
    expect(screen.getByTestId('language-switch').textContent).toContain('AR');
    window.removeEventListener(APP_EVENTS.languageChange, onChange);
  });

  it('goes back to left-to-right for Filipino', async () => {
    const user = userEvent.setup();
    await act(() => applyLanguage('AR'));
    renderWithApp(<LanguageSwitch />, { status: siteStatusFixture({ languages: ['TY', 'AR'] }) });
    await user.click(screen.getByTestId('language-switch'));
    await user.click(await screen.findByTestId('language-option-TY'));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('fil'));
    expect(document.documentElement.dir).toBe('ltr');
  });
});

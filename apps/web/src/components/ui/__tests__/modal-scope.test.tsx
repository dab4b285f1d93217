import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '@/components/ui/feedback';
import { Picker } from '@/components/ui/picker';
import { Popup } from '@/components/ui/popup';

function PopupOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Popup visible={open} onClose={() => setOpen(false)}>
        <h2>Choose a language</h2>
        <button type="button">English</button>
        <button type="button">Filipino</button>
      </Popup>
    </>
  );
}

const dialogOf = (text: string) => screen.getByText(text).closest('[role="dialog"]') as HTMLElement;

describe('modal dialogs of the UI kit', () => {
  it('a popup is a named modal dialog that takes focus, keeps Tab inside, makes the page inert, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const { container } = render(<PopupOpener />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);

    const dialog = dialogOf('English');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Choose a language');
    expect(document.activeElement).toBe(screen.getByText('English'));
    expect(container.hasAttribute('inert')).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText('Filipino'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText('English'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByText('Filipino'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('a confirmation is named by its content, modal, answered by keyboard, and gives focus back', async () => {
    const user = userEvent.setup();
    render(
      <button type="button" data-testid="sign-out">
        sign out
      </button>,
    );
    const opener = screen.getByTestId('sign-out');
    opener.focus();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = Dialog.confirm({ content: 'Are you sure?', confirmText: 'Yes', cancelText: 'No' });
    });
    const dialog = dialogOf(await screen.findByText('Are you sure?').then((element) => element.textContent!));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toContain('Are you sure?');
    expect(document.activeElement).toBe(screen.getByText('No').closest('button'));

    await user.keyboard('{Tab}{Enter}');
    expect(await answer).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(opener), { timeout: 3000 });
  });

  it('a dialog with a title is named by it', async () => {
    render(<Dialog visible title="Announcements" content="Welcome" actions={[{ key: 'ok', text: 'OK' }]} />);
    const dialog = dialogOf(await screen.findByText('Welcome').then((element) => element.textContent!));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Announcements');
  });

  it('a picker is a modal dialog named by its title', async () => {
    render(<Picker visible title="Dialing code" columns={[[{ label: '+63', value: '63' }]]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dialing code' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });
});

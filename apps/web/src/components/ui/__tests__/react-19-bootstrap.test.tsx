import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, Toast } from '@/components/ui/feedback';
import { Popover } from '@/components/ui/popover';

// The setup file imports ../bootstrap first, exactly like main.tsx.
describe('antd-mobile on React 19', () => {
  it('shows a Toast through the imperative API', async () => {
    act(() => {
      Toast.show({ content: 'toast works', duration: 0 });
    });
    expect(await screen.findByText('toast works')).toBeTruthy();
    await act(async () => {
      Toast.clear();
    });
  });

  it('opens and closes a Dialog', async () => {
    let handler: ReturnType<typeof Dialog.show> | undefined;
    act(() => {
      handler = Dialog.show({ content: 'dialog works', closeOnMaskClick: true });
    });
    expect(await screen.findByText('dialog works')).toBeTruthy();
    await act(async () => {
      handler!.close();
    });
    // The close animation ends, the kit unmounts the dialog through the bootstrap's root.
    await waitFor(() => expect(screen.queryByText('dialog works')).toBeNull(), { timeout: 3000 });
  });

  it('opens a Popover on click', async () => {
    render(
      <Popover content="popover works" trigger="click">
        <button type="button">anchor</button>
      </Popover>,
    );
    expect(screen.queryByText('popover works')).toBeNull();
    await userEvent.click(screen.getByText('anchor'));
    expect(await screen.findByText('popover works')).toBeTruthy();
  });
});

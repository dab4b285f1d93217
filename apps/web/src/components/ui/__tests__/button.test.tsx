import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';

describe('Button', () => {
  it('keeps its name while loading and says it is busy', () => {
    const { rerender } = render(<Button>Log in</Button>);
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-busy')).toBeNull();

    rerender(<Button loading>Log in</Button>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.adm-button-loading-wrapper')).not.toBeNull();
  });
});

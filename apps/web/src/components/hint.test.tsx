import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Hint } from './hint.tsx';

describe('Hint (a tooltip mounted on first use)', () => {
  it('renders no tooltip until the target is hovered, then shows it and describes the target by it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Hint label="Ливерпульская четвёрка">
        <span data-testid="target">Группа</span>
      </Hint>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByTestId('target'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Ливерпульская четвёрка');
    const describedBy = screen.getByTestId('target').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)).toHaveTextContent('Ливерпульская четвёрка');
    expect(tooltip).toContainElement(document.getElementById(describedBy));
    await user.unhover(screen.getByTestId('target'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(screen.getByTestId('target')).not.toHaveAttribute('aria-describedby');
  });

  it('opens on keyboard focus without remounting the target, keeps its focus and handlers, and closes on Escape', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    renderWithProviders(
      <Hint label="Настройки темы">
        <Button onClick={() => clicks++}>Тема</Button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Тема' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Настройки темы');
    // The same element, still focused: the tooltip came as its sibling.
    expect(screen.getByRole('button', { name: 'Тема' })).toBe(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.keyboard('{Enter}');
    expect(clicks).toBe(1);
  });
});

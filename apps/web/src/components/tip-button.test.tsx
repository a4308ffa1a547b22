import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TipButton } from './tip-button';

/** The tooltip as drawn: in the document, not hidden and not on its way out (happy-dom ends no animation). */
const shownTip = () => document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden):not([class*="-leave"])');
/** Longer than antd's 0.1 s hover delay: an opening that was coming has come. */
const pastHoverDelay = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('a button with a tooltip', () => {
  it('shows its tooltip on hover and closes it when pressed, though the pointer never left', async () => {
    render(<TipButton tip="Settings" aria-label="Settings" />);
    const button = screen.getByRole('button', { name: 'Settings' });
    fireEvent.mouseEnter(button);
    await waitFor(() => expect(shownTip()?.textContent).toBe('Settings'));
    fireEvent.click(button);
    await waitFor(() => expect(shownTip()).toBeNull());
  });

  it('stays closed when pressed before its hover delay ran out (the tooltip would take the Escape of the dialog it opened)', async () => {
    render(<TipButton tip="Send" aria-label="Send" />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.mouseEnter(button);
    fireEvent.click(button);
    await pastHoverDelay();
    expect(shownTip()).toBeNull();
  });

  it('shows again once the pointer left and came back', async () => {
    let clicks = 0;
    render(<TipButton tip="Send" aria-label="Send" onClick={() => (clicks += 1)} />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.mouseEnter(button);
    fireEvent.click(button);
    await pastHoverDelay();
    fireEvent.pointerLeave(button);
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(button);
    await waitFor(() => expect(shownTip()?.textContent).toBe('Send'));
    expect(clicks).toBe(1);
  });

  it('has no tooltip without a tip', async () => {
    render(<TipButton aria-label="Columns">Columns</TipButton>);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Columns' }));
    await pastHoverDelay();
    expect(shownTip()).toBeNull();
  });
});

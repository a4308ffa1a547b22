import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import strings from '../locales/cn.json';
import { SettingsButton } from './settings-button';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ resources: { cn: { translation: strings } }, lng: 'cn', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

/** The tooltip as drawn: in the document, not hidden and not on its way out (happy-dom ends no animation). */
const shownTip = () => document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden):not([class*="-leave"])');

describe("the header's settings button", () => {
  it('closes its tooltip when the drawer it opened is open, though the pointer never left the button', async () => {
    const { rerender } = render(<SettingsButton drawerOpen={false} onOpen={() => undefined} />);
    const button = screen.getByRole('button', { name: '系统设置' });
    fireEvent.mouseEnter(button);
    await waitFor(() => expect(shownTip()?.textContent).toBe('系统设置'));
    // The click opens the drawer; no mouseleave comes, as with a pointer that stays where it is.
    fireEvent.click(button);
    await act(async () => rerender(<SettingsButton drawerOpen onOpen={() => undefined} />));
    await waitFor(() => expect(shownTip()).toBeNull());
  });
});

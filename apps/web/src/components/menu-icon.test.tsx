import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuIcon } from './menu-icon';

describe('a menu icon', () => {
  it('draws a catalogue icon at once, and any other icon of the set once the set is in', async () => {
    const known = render(<MenuIcon name="HomeOutlined" />);
    expect(known.container.querySelector('.anticon-home')).not.toBeNull();

    const other = render(<MenuIcon name="GithubFilled" />);
    // The generic icon meanwhile.
    expect(other.container.querySelector('.anticon-appstore')).not.toBeNull();
    await waitFor(() => expect(other.container.querySelector('.anticon-github')).not.toBeNull(), { timeout: 10_000 });
  });

  it('keeps the generic icon for a name that is no icon, and draws nothing for no name', async () => {
    const wrong = render(<MenuIcon name="NoSuchIconOutlined" />);
    await new Promise((r) => setTimeout(r, 300));
    expect(wrong.container.querySelector('.anticon-appstore')).not.toBeNull();
    expect(render(<MenuIcon name="" />).container.innerHTML).toBe('');
  });
});

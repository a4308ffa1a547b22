import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPart } from './lazy-part';

const part = () => lazyPart(() => Promise.resolve({ default: () => <p>the part</p> }));

describe('a lazily loaded part', () => {
  it('whose code is in already is drawn in the render that first shows it, without its fallback', async () => {
    const Part = part();
    Part.preload();
    await new Promise((r) => setTimeout(r, 0));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('the part')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('whose code is not in yet shows the fallback, then the part', async () => {
    const Part = part();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the part')).toBeTruthy();
  });
});

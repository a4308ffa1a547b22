import { useState } from 'react';

/**
 * Whether a part has been opened once: a dialog that plays its closing animation is drawn from its
 * first opening on, with nothing in it while closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used || open;
}

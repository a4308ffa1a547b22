/** A switch's value as the calls take it: 1 on, 0 off. */
export function flagOf(on: unknown): 0 | 1 {
  return on ? 1 : 0;
}

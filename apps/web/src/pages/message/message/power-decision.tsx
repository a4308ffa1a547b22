/**
 * Approve / reject buttons of a power-request to-do (issue 14 #3): the power-request part fills
 * this in; the messages page draws it for to-dos whose todoKind is 'power'.
 */
export function PowerDecision(_props: { requestId: number; onDone?: () => void }) {
  return null;
}

/**
 * The one message of a failed switch (spec §8 "switching failed"): the server's reason as it
 * words it when that already says switching failed, else "switching failed" with the reason.
 */
export function switchFailure(reason: string, failed: string, withReason: (reason: string) => string): string {
  if (!reason) return failed;
  return reason.startsWith(failed) ? reason : withReason(reason);
}

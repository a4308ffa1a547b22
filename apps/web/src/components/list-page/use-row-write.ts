import { useSubmit, type SubmitKey } from '../submit/use-submit';

/**
 * A write on one row from the list itself (a switch flipped, a row deleted after its popover):
 * useSubmit with the refusal as a message, busy with that row, and the list read again however
 * it ended (a refusal may mean the row changed meanwhile).
 */
export function useRowWrite(reread: () => unknown) {
  const submit = useSubmit({ show: 'message' });
  return {
    busyWith: submit.busyWith,
    run: (key: SubmitKey, work: () => Promise<unknown>) =>
      submit.run(work, key).finally(() => void Promise.resolve(reread()).catch(() => undefined)),
  };
}

import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../lib/feedback';
import { pickLang } from '../../locales/pick-lang';
import { useRowWrite } from './use-row-write';

/** A row with a name in both languages (sizes, templates, products). */
interface NamedRow {
  id: number;
  name: string;
  nameEn: string;
}

/**
 * A list's on/off switch on rows named in both languages: `write` saves the new state, then the
 * `onKey` or `offKey` message names the row in the console's language; the list is read again.
 */
export function useNamedRowSwitch<R extends NamedRow>(
  reread: () => unknown,
  write: (row: R, on: boolean) => Promise<unknown>,
  [onKey, offKey]: [string, string],
) {
  const { t, i18n } = useTranslation();
  const status = useRowWrite(reread);
  const toggle = (r: R, on: boolean) =>
    void status.run(r.id, async () => {
      await write(r, on);
      const name = pickLang(i18n.language, r.name, r.nameEn);
      showSuccess(t(on ? onKey : offKey, { name }));
    });
  return { toggle, toggling: status.busyWith };
}

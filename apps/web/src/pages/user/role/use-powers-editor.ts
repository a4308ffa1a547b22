import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PowerNode, PowersData } from '@bo/contract';
import { ApiError } from '../../../api/http';
import { savePowers } from '../../../api/roles';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { grantsOf, indexTree, initialState, isDirty, type PowerState } from './power-tree';
import { invalidateRoles, roleKeys } from './role-queries';

/** Why a save failed: someone else saved meanwhile (stale: reload), or another refusal. */
export interface PowersProblem {
  stale: boolean;
  text: string;
}

/**
 * The powers editor's state: the checked rows and their active switches against what was
 * loaded (the drawer is told when that differs, to ask before closing), and the save.
 */
export function usePowersEditor(data: PowersData, onDirty: (dirty: boolean) => void) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const ix = useMemo(() => indexTree(data.tree), [data]);
  const loaded = useMemo(() => initialState(ix), [ix]);
  const [state, setState] = useState<PowerState>(loaded);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<PowersProblem | null>(null);
  const lang = i18n.language;
  // A button's English title repeats its page's ("Client orders: Edit order"); under its page the button's own words are enough.
  const title = (n: PowerNode) => {
    const up = ix.parent.get(n.id);
    const page = n.type === 'button' && up != null ? ix.byId.get(up) : undefined;
    const en =
      page && n.title_en.startsWith(`${page.title_en}: `) ? n.title_en.slice(page.title_en.length + 2) : n.title_en;
    return pickLang(lang, n.title, en);
  };

  // A new editor (opened, reloaded, saved) starts with nothing unsaved.
  useEffect(() => onDirty(false), [onDirty]);

  const change = (next: PowerState) => {
    setState(next);
    onDirty(isDirty(ix, loaded, next));
  };

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const next = await savePowers({ roleId: data.role.id, version: data.role.version, grants: grantsOf(ix, state) });
      onDirty(false);
      client.setQueryData(roleKeys.powers(user, data.role.id), next);
      void invalidateRoles(client, user);
      showSuccess(t('roles.powers.saved', { name: pickLang(lang, data.role.name, data.role.name_en) }));
    } catch (e) {
      const stale = e instanceof ApiError && e.status === 409;
      setProblem({
        stale,
        text: stale
          ? t('roles.powers.stale')
          : t('roles.powers.refused', { msg: e instanceof Error ? e.message : String(e) }),
      });
    } finally {
      setSaving(false);
    }
  };

  return { ix, state, saving, problem, dirty: isDirty(ix, loaded, state), title, change, save };
}

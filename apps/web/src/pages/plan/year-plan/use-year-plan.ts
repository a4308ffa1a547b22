import { useMemo, useState } from 'react';
import { useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLAN_YEAR_MAX, PLAN_YEAR_MIN, type PlanLine } from '@bo/contract';
import { savePlanLine } from '../../../api/year-plan';
import { branchToday } from '../../../components/branch-time';
import { isStale, messageOf } from '../../../components/refusal';
import { showError, showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { bodyMonths, draftOf, draftOk, sameDraft, type DraftMonth } from './plan-draft';
import { invalidateYearPlan, yearPlanQuery } from './plan-queries';

/**
 * The year plan page's state: the year and line shown, the user's unsaved months (a draft tied to
 * the line's version, so a newer version read from the server drops it) and saving them.
 */
export function useYearPlan() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const [year, setYear] = useState(() => branchToday().year());
  const [lineId, setLineId] = useState(0);
  const [draft, setDraft] = useState<{ key: string; months: DraftMonth[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const plan = useQuery({ ...yearPlanQuery(user, year), placeholderData: keepPreviousData });
  const data = plan.data?.year === year ? plan.data : undefined;

  const line: PlanLine | undefined = data?.lines.find((l) => l.salespersonId === lineId) ?? data?.lines[0];
  const key = line ? `${year}:${line.salespersonId}:${line.version}` : '';
  const base = useMemo(() => (line ? draftOf(line) : null), [line]);
  const months = draft && draft.key === key ? draft.months : base;
  const dirty = Boolean(months && base && !sameDraft(months, base));
  const valid = Boolean(months && draftOk(months));
  const lineName = (l: PlanLine) => (l.salespersonId === 0 ? t('yearPlan.branchLine') : l.name);

  /** Drops the draft and reads the year again (after a save, an import or a refusal). */
  const reload = async () => {
    setDraft(null);
    await invalidateYearPlan(client, user);
  };

  const save = async () => {
    if (!line || !months || !valid) return;
    setSaving(true);
    try {
      await savePlanLine({
        year,
        salespersonId: line.salespersonId,
        version: line.version,
        months: bodyMonths(months),
      });
      await reload();
      showSuccess(t('yearPlan.saved', { name: lineName(line), year }));
    } catch (e) {
      showError(messageOf(e));
      // Changed meanwhile: read again, so the grid shows what is saved now.
      if (isStale(e)) void reload();
    } finally {
      setSaving(false);
    }
  };

  return {
    year,
    data,
    line,
    months,
    dirty,
    valid,
    saving,
    save,
    reload,
    reset: () => setDraft(null),
    edit: (m: DraftMonth[]) => setDraft({ key, months: m }),
    pickYear: (y: number) => {
      setYear(Math.min(PLAN_YEAR_MAX, Math.max(PLAN_YEAR_MIN, y)));
      setDraft(null);
    },
    pickLine: (id: number) => {
      setLineId(id);
      setDraft(null);
    },
  };
}

export type YearPlanState = ReturnType<typeof useYearPlan>;

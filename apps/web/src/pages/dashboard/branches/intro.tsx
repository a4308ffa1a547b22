import { Card, Input, Segmented } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BRANCH_FIGURES_MAX_DAYS, BRANCH_STATES, type BranchFigureRow, type DayRange } from '@bo/contract';
import { withFilters, type ListState } from '../../../components/data-table/list-state';
import { LoadState } from '../load-state';
import { onRangeFocus, RangeLabel, RangeRow } from '../range-choice';
import { BranchesChart } from './branches-chart';
import { topBySales } from './branch-rows';
import { BRANCH_SEARCH_MAX, daysOfView } from './branches-rules';
import { PERIODS, periodOf, periodWords, RANGE_WORD, type Period } from './period';

/** The chart's height whatever it shows, so the table below never moves. */
const CHART_HEIGHT = 280;
/** How many branches the chart compares. */
const TOP = 10;

export interface IntroProps {
  view: ListState;
  setView: (next: ListState, opts?: { replace?: boolean }) => void;
  figures: UseQueryResult<BranchFigureRow[]>;
}

/**
 * What shows above the branches table: the period, the state filter and the search (all in the
 * address, with the table's own words), and the chart of the top branches. A lazy part (antd's
 * Card, Segmented and Input, the chart's host), loaded in parallel with the rows.
 */
export default function Intro({ view, setView, figures }: IntroProps) {
  const { t } = useTranslation();
  const period = periodOf(view.filters);
  const days = daysOfView(view);
  const setFilters = (patch: Record<string, string | undefined>, replace = false) =>
    setView(withFilters(view, { ...view.filters, ...patch }), { replace });
  return (
    <>
      <Card size="small" className="dash-block" title={t('hq.period.title')} data-testid="hq-controls">
        <div className="hq-controls">
          <PeriodChoice value={period} days={days} onChange={(p) => setFilters(periodWords(p))} />
          <div className="hq-filters">
            <Segmented<string>
              size="small"
              value={view.filters.state ?? 'all'}
              onChange={(v) => setFilters({ state: v === 'all' ? undefined : v })}
              options={['all', ...BRANCH_STATES].map((s) => ({ value: s, label: t(`hq.state.${s}`) }))}
              aria-label={t('hq.col.state')}
              data-testid="hq-state-filter"
            />
            <SearchBox value={view.filters.q ?? ''} onChange={(q) => setFilters({ q: q || undefined }, true)} />
          </div>
        </div>
      </Card>
      <Card size="small" className="dash-block" title={t('hq.chart.title', { n: TOP })}>
        <div className="dash-chart-body" style={{ height: CHART_HEIGHT }}>
          <LoadState query={figures} empty={figures.data?.length === 0} emptyText={t('hq.empty')}>
            {figures.data && <BranchesChart rows={topBySales(figures.data, TOP)} height={CHART_HEIGHT} />}
          </LoadState>
        </div>
      </Card>
    </>
  );
}

/** Today, 7 days, 30 days, this year, or a range of days (the dashboard's picker under it). */
function PeriodChoice({ value, days, onChange }: { value: Period; days: DayRange; onChange: (p: Period) => void }) {
  const { t } = useTranslation();
  const word = typeof value === 'string' ? value : RANGE_WORD;
  return (
    <div className="hq-period">
      <Segmented<string>
        size="small"
        value={word}
        onFocus={onRangeFocus}
        onChange={(v) => onChange(v === RANGE_WORD ? days : (v as Period))}
        options={[
          ...PERIODS.map((p) => ({ value: p, label: t(`hq.period.${p}`) })),
          { value: RANGE_WORD, label: <RangeLabel /> },
        ]}
        data-testid="hq-period"
      />
      {typeof value !== 'string' && (
        <RangeRow
          value={value}
          onChange={onChange}
          maxDays={BRANCH_FIGURES_MAX_DAYS}
          for="branches"
          label={t('hq.period.range')}
        />
      )}
      <span className="bo-muted hq-days" data-testid="hq-days">
        {days.from === days.to ? days.from : `${days.from} ~ ${days.to}`}
      </span>
    </div>
  );
}

/** The search of a code or a name: the table follows each key (the address is replaced, not stacked). */
function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input
      size="small"
      allowClear
      className="hq-search"
      value={value}
      maxLength={BRANCH_SEARCH_MAX}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t('hq.search')}
      aria-label={t('hq.search')}
      data-testid="hq-search"
    />
  );
}

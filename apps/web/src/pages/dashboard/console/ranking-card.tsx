import { Suspense, useEffect, useState } from 'react';
import { Card, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { RANGE_MAX_DAYS, type DayRange, type RankingRow, type RankName } from '@bo/contract';
import { useNearScreen } from '../../../components/use-near-screen';
import { lazyPart } from '../../../lib/lazy-part';
import { RANK_ORDER } from '../format';
import { useAfterFiguresPainted, useIdleAfter } from '../after-paint';
import { LoadState } from '../load-state';
import { FIRST_RANKING_PERIOD, useRanking } from '../queries';
import { lastDays, onRangeFocus, RANGE, RangeLabel, RangeRow } from '../range-choice';
import { branchTime } from '../../../components/branch-time';

interface RankingCardProps {
  /** The platform owner ranks branches: no client to open. */
  platform: boolean;
  /** Opens the client-info dialog; undefined when the role may not view clients. */
  onOpen?: (row: RankingRow) => void;
  /** The pointer is on a client's name: a good moment to fetch the dialog's code. */
  onHint?: () => void;
}

/** The rows' table (antd Table) loads after the page's first paint, not with the page. */
const RankingTable = lazyPart(() => import('./ranking-table'));

/**
 * The order ranking of spec §2 with its six periods and a custom range (issue 37 #6), refreshed
 * every 60 s (spec §4). The table's
 * code loads, and the rows are drawn, once the figures are painted (useAfterFiguresPainted) and
 * the block is near the screen.
 */
export function RankingCard({ platform, onOpen, onHint }: RankingCardProps) {
  const { t } = useTranslation();
  const [rankname, setRankname] = useState<RankName | typeof RANGE>(FIRST_RANKING_PERIOD);
  const [range, setRange] = useState<DayRange>();
  const choose = (v: RankName | typeof RANGE) => {
    if (v === RANGE && !range) setRange(lastDays(7));
    setRankname(v);
  };
  const query = useRanking(rankname === RANGE ? (range ?? lastDays(7)) : rankname);
  const rows = query.data ?? [];
  const [block, near] = useNearScreen<HTMLDivElement>();
  const later = useAfterFiguresPainted();
  const start = near && later;
  useEffect(() => {
    if (start) RankingTable.preload();
  }, [start]);
  // Drawn one idle moment after the chart started, not in the same long task.
  const draw = useIdleAfter(start);
  const skeleton = (
    <div data-testid="skeleton" aria-busy="true">
      <Skeleton active paragraph={{ rows: 6 }} title={false} />
    </div>
  );

  return (
    <Card
      size="small"
      className="dash-block"
      data-testid="ranking"
      title={t(platform ? 'dashboard.ranking.titlePlatform' : 'dashboard.ranking.title')}
    >
      <div className="dash-switch">
        <Segmented<RankName | typeof RANGE>
          size="small"
          value={rankname}
          onChange={choose}
          onFocus={onRangeFocus}
          data-testid="ranking-period"
          options={[
            ...RANK_ORDER.map((v) => ({ value: v, label: t(`dashboard.rank.${v}`) })),
            { value: RANGE, label: <RangeLabel /> },
          ]}
        />
      </div>
      {rankname === RANGE && range && (
        <RangeRow value={range} onChange={setRange} maxDays={RANGE_MAX_DAYS.ranking} for="ranking" />
      )}
      <LoadState
        query={query}
        empty={query.data !== undefined && !query.isPlaceholderData && rows.length === 0}
        emptyText={t('dashboard.ranking.empty')}
      >
        <div
          data-testid="ranking-table"
          data-rankname={query.isPlaceholderData ? '' : rankname}
          data-range={
            rankname === RANGE && range && !query.isPlaceholderData ? `${range.from}..${range.to}` : undefined
          }
          ref={block}
        >
          {draw ? (
            <Suspense fallback={skeleton}>
              <RankingTable
                rows={rows}
                platform={platform}
                dimmed={query.isPlaceholderData}
                onOpen={onOpen}
                onHint={onHint}
              />
            </Suspense>
          ) : (
            skeleton
          )}
        </div>
        <div className="dash-updated">
          {t('dashboard.ranking.updated', { time: branchTime(query.dataUpdatedAt, 'HH:mm:ss') })}
        </div>
      </LoadState>
    </Card>
  );
}

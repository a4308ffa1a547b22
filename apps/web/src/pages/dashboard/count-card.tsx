import type { ReactNode } from 'react';
import { Card, Tooltip } from 'antd';
import CountUp from 'react-countup';
import { useTranslation } from 'react-i18next';
import { COUNT_UP_MS } from '@bo/contract';
import { EllipsisText } from '../../components/ellipsis-text';

/**
 * A figure of a card: the number the count-up runs to, the exact text shown once it got there
 * (from the server's own decimal string, through components/number-format.ts), and how the
 * frames on the way are written. The count-up's float never decides what is shown at rest.
 */
export interface Figure {
  value: number;
  text: string;
  decimals: number;
  format: (n: number) => string;
}

/** A number that counts up to its value in 1500 ms (spec §9), and on later changes from the old value. */
export function CountUpNumber({ figure, testId }: { figure: Figure; testId?: string }) {
  const { value, text, decimals, format } = figure;
  // Half a unit of the last decimal: the last frame is `value` rounded to `decimals`.
  const atRest = (n: number) => Math.abs(n - value) < 0.5 / 10 ** decimals;
  return (
    <span data-testid={testId} data-value={text} className="dash-num">
      <CountUp
        end={value}
        decimals={decimals}
        duration={COUNT_UP_MS / 1000}
        preserveValue
        formattingFn={(n) => (atRest(n) ? text : format(n))}
      />
    </span>
  );
}

/** The narrowest a count card gets: its title, figure and footer lines fit in both languages. */
export const CARD_MIN_PX = 180;

/** Every card has a footer: yesterday's figure and the all-time total, or a one-line note. */
export type CardFoot = { previous: Figure; total: Figure } | { note: string; noteHint?: string };

/**
 * A card's shape before ReportData has answered: the same title and lines, a placeholder bar
 * where each figure goes. The bars sit in the very lines the figures will fill (same font size
 * and line height), so the cards, and everything below them, keep their place when the figures
 * arrive (docs/decisions/0044-no-layout-shift-on-the-console.md).
 */
export type LoadingFoot = 'figures' | { note: string; noteHint?: string };

interface CountCardProps {
  id: string;
  title: string;
  icon: ReactNode;
  /** The main figure (today's value); undefined while loading. */
  main?: Figure;
  /** The footer; while loading, `'figures'` (yesterday and total lines) or the note. */
  foot: CardFoot | LoadingFoot;
  hint?: string;
}

/** Where a figure will be: a bar one line high, in the line's own font. */
function FigureSlot({ width }: { width: string }) {
  return (
    <span className="dash-skel" style={{ width }} aria-hidden>
      {'\u00a0'}
    </span>
  );
}

/**
 * A count card of the console: title, today's figure large, and a footer of two label/figure
 * lines (yesterday, total) or a note. Every card has the same shape and never wraps: the title
 * and labels are ellipsised with the full text in a tooltip, figures never break. Cards sit in
 * an EvenGrid, which gives every card of a grid the same height.
 */
export function CountCard({ id, title, icon, main, foot, hint }: CountCardProps) {
  const { t } = useTranslation();
  const head = (
    <div className="dash-card-title">
      <span className="dash-card-icon">{icon}</span>
      <EllipsisText text={title} />
    </div>
  );
  return (
    <Card size="small" className="dash-card" data-testid={`card-${id}`} aria-busy={main ? undefined : true}>
      {hint ? <Tooltip title={hint}>{head}</Tooltip> : head}
      <div className="dash-card-main">
        {main ? <CountUpNumber figure={main} testId="card-today" /> : <FigureSlot width="60%" />}
      </div>
      <div className="dash-card-foot">
        {foot !== 'figures' && 'note' in foot ? (
          <div className="dash-card-line" data-testid="card-note">
            <EllipsisText text={foot.note} tooltip={foot.noteHint} />
          </div>
        ) : (
          <>
            <FootLine
              label={t('dashboard.cards.previous')}
              figure={foot === 'figures' ? undefined : foot.previous}
              testId="card-previous"
            />
            <FootLine
              label={t('dashboard.cards.total')}
              figure={foot === 'figures' ? undefined : foot.total}
              testId="card-total"
            />
          </>
        )}
      </div>
    </Card>
  );
}

function FootLine({ label, figure, testId }: { label: string; figure: Figure | undefined; testId: string }) {
  return (
    <div className="dash-card-line">
      <EllipsisText text={label} className="dash-card-label" />
      {figure ? <CountUpNumber figure={figure} testId={testId} /> : <FigureSlot width="40%" />}
    </div>
  );
}

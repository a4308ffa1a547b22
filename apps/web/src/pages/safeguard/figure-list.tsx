/** One figure of a maintenance page: a label, the value, and a smaller line under it. */
export interface Figure {
  key: string;
  label: string;
  value: string;
  hint?: string;
}

/** The maintenance pages' figures, in a grid that wraps to two columns on a phone (database/database.css). */
export function FigureList({ figures, testIdPrefix }: { figures: Figure[]; testIdPrefix: string }) {
  return (
    <dl className="db-figures">
      {figures.map((f) => (
        <div key={f.key} className="db-figure" data-testid={`${testIdPrefix}-${f.key}`}>
          <dt>{f.label}</dt>
          <dd>
            <span className="db-figure-value">{f.value}</span>
            {f.hint && <span className="db-figure-hint">{f.hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { Fragment, type ReactNode } from 'react';

interface Props<T extends string> {
  /** Name of the radio group; also the prefix of each option's id (`${name}-${value}`). */
  name: string;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  small?: boolean;
  block?: boolean;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * antd's Segmented look from native radios (components/plain.css), for the sign-in pages, which
 * load no antd. The radio comes before its label, so CSS alone draws the choice: index.html's
 * static form uses the same markup and works before any code is there.
 */
export function PlainSegmented<T extends string>({
  name,
  value,
  options,
  onChange,
  small,
  block,
  className,
  ...rest
}: Props<T>) {
  return (
    <div
      className={`bo-seg${small ? ' bo-seg-sm' : ''}${block ? ' bo-seg-block' : ''}${className ? ` ${className}` : ''}`}
      role="radiogroup"
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
    >
      {options.map((o) => (
        <Fragment key={o.value}>
          <input
            type="radio"
            className="bo-seg-radio"
            id={`${name}-${o.value}`}
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <label className="bo-seg-item" htmlFor={`${name}-${o.value}`}>
            {o.label}
          </label>
        </Fragment>
      ))}
    </div>
  );
}

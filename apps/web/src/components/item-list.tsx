import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import './item-list.css';

/**
 * Rows divided by lines, as a list element (screen readers count its items): the notice panel's,
 * the Jobs tab's and the news revisions'. antd's List drew them until antd 6.6 deprecated it.
 * `render` returns each row's `li`.
 */
export function ItemList<T>({
  items,
  rowKey,
  render,
  className,
  ...rest
}: {
  items: readonly T[];
  rowKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
} & Omit<HTMLAttributes<HTMLUListElement>, 'children'>) {
  return (
    <ul className={className ? `bo-item-list ${className}` : 'bo-item-list'} {...rest}>
      {items.map((item) => (
        <Fragment key={rowKey(item)}>{render(item)}</Fragment>
      ))}
    </ul>
  );
}

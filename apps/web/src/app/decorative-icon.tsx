import { forwardRef, type ComponentType } from 'react';

type IconProps = Record<string, unknown>;

/**
 * antd's icons name themselves by their id in English (<span role="img" aria-label="close-circle">),
 * so an icon-only button of the Chinese console read "close-circle", "left", "ellipsis". An icon
 * is decoration: the words of its control name it. Every antd icon (antd's own inside Pagination,
 * Select, Tabs … and the console's) goes through this (vite.config.ts, antdIconsDecorative): it is
 * hidden from assistive technology unless it is given a name (aria-label / aria-labelledby) or is
 * itself clicked (then it must be named, which the page sweep's icon-name check demands).
 */
export function decorative(Base: ComponentType<IconProps>) {
  const Icon = forwardRef<HTMLSpanElement, IconProps>((props, ref) => {
    const named =
      props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.onClick !== undefined;
    return named ? <Base ref={ref} {...props} /> : <Base ref={ref} aria-label={undefined} aria-hidden {...props} />;
  });
  Icon.displayName = 'DecorativeIcon';
  return Icon;
}

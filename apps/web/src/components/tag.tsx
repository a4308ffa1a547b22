import type { ReactNode } from 'react';
import './tag.css';

export type TagColour = 'blue' | 'cyan' | 'orange' | 'gold' | 'purple' | 'green' | 'grey' | 'red' | 'default';

interface TagProps {
  colour: TagColour;
  children: ReactNode;
  className?: string;
  title?: string;
  /** Test ids and state words (data-status, data-state …) go onto the tag. */
  [data: `data-${string}`]: string | number | undefined;
}

/** One of the console's coloured tags (a state, a flag): the colours of tag.css, readable in both page modes. */
export function Tag({ colour, children, className, title, ...data }: TagProps) {
  return (
    <span className={`ot ot-${colour}${className ? ` ${className}` : ''}`} title={title} {...data}>
      {children}
    </span>
  );
}

/** The tag of an on/off state (enabled, subscribed, on sale …): green when on, grey when off. */
export const onOff = (on: boolean): TagColour => (on ? 'green' : 'grey');

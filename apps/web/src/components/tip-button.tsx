import { useState, type ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';

export type TipButtonProps = ButtonProps & {
  /** The tooltip; none when undefined (a button showing its words needs none). */
  tip?: ReactNode;
};

/**
 * A button with a hover tooltip that closes when the button is pressed and stays closed until the
 * pointer leaves it. antd opens a tooltip 0.1 s after the pointer enters and keeps it open while
 * the pointer stays, so a button that opens a dialog, a drawer or a menu had its tooltip drawn
 * over what it opened; and the tooltip, the newest pop-up, took the first Escape: the user pressed
 * Escape and the dialog stayed (seen in CI, the messages page at 390 px).
 *
 * Other props (a Dropdown's or Popover's click handler and ref among them) go to the button.
 */
export function TipButton({ tip, onClick, onPointerLeave, ...button }: TipButtonProps) {
  const [hover, setHover] = useState(false);
  const [pressed, setPressed] = useState(false);
  return (
    <Tooltip title={tip} open={tip !== undefined && hover && !pressed} onOpenChange={setHover}>
      <Button
        {...button}
        onClick={(e) => {
          setPressed(true);
          onClick?.(e);
        }}
        onPointerLeave={(e) => {
          // A controlled tooltip that is kept closed hears no "leave": both are reset here.
          setPressed(false);
          setHover(false);
          onPointerLeave?.(e);
        }}
      />
    </Tooltip>
  );
}

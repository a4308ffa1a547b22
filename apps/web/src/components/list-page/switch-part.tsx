import { Switch, type SwitchProps } from 'antd';

/** antd's Switch for a row's on/off state, in a part of its own (see row-switch.tsx). */
export default function SwitchPart(props: SwitchProps & { [data: `data-${string}`]: string | undefined }) {
  return <Switch size="small" {...props} />;
}

import { Switch, type SwitchProps } from 'antd';

/**
 * antd's Switch for a row's enabled or on-sale state, loaded apart from the list pages' first
 * load (they show the state as a tag until it is in): the size, template and product lists.
 */
export default function StatusSwitch(props: SwitchProps & { 'data-testid'?: string }) {
  return <Switch size="small" {...props} />;
}

import { UnderConstruction } from '../../../components/under-construction';

/** /system/setting: Settings. Its screen comes later; until then it says so plainly. */
export default function SystemSettingPage() {
  return <UnderConstruction path="/system/setting" />;
}

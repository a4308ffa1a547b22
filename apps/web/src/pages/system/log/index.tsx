import { UnderConstruction } from '../../../components/under-construction';

/** /system/log: Operation log. Its screen comes later; until then it says so plainly. */
export default function SystemLogPage() {
  return <UnderConstruction path="/system/log" />;
}

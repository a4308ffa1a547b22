import { UnderConstruction } from '../../../components/under-construction';

/** /system/dspjsize: Card sizes. Its screen comes later; until then it says so plainly. */
export default function SystemDspjsizePage() {
  return <UnderConstruction path="/system/dspjsize" />;
}

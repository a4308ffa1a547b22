import { UnderConstruction } from '../../../components/under-construction';

/** /pic/bannersetting: Banner settings. Its screen comes later; until then it says so plainly. */
export default function PicBannersettingPage() {
  return <UnderConstruction path="/pic/bannersetting" />;
}

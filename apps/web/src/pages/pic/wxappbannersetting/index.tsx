import { UnderConstruction } from '../../../components/under-construction';

/** /pic/wxappbannersetting: Mini-app banners. Its screen comes later; until then it says so plainly. */
export default function PicWxappbannersettingPage() {
  return <UnderConstruction path="/pic/wxappbannersetting" />;
}

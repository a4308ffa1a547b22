import { UnderConstruction } from '../../../components/under-construction';

/** /space/wechatsetting: WeChat settings. Its screen comes later; until then it says so plainly. */
export default function SpaceWechatsettingPage() {
  return <UnderConstruction path="/space/wechatsetting" />;
}

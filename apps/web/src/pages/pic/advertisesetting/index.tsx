import { UnderConstruction } from '../../../components/under-construction';

/** /pic/advertisesetting: Advertisements. Its screen comes later; until then it says so plainly. */
export default function PicAdvertisesettingPage() {
  return <UnderConstruction path="/pic/advertisesetting" />;
}

import { UnderConstruction } from '../../../components/under-construction';

/** /space/cardsettings: Card settings. Its screen comes later; until then it says so plainly. */
export default function SpaceCardsettingsPage() {
  return <UnderConstruction path="/space/cardsettings" />;
}

import { UnderConstruction } from '../../../components/under-construction';

/** /menu/menu: Menu. Its screen comes later; until then it says so plainly. */
export default function MenuMenuPage() {
  return <UnderConstruction path="/menu/menu" />;
}
